import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { AgentTeamManagementPage } from './components/agent-team-management-page';
import { failure, renderTeamPage, sentTo, teamDetail, teamRow } from './testing/team.test-support';

const MEMBERS = '/wps/agent/team/members';

const page = (
  list = [
    teamRow(),
    teamRow({ id: '102', account: 'subagent', accountType: 2, depth: 1, teamSize: 4 }),
    teamRow({
      id: '103',
      account: 'deep01',
      depth: 2,
      uplineAccount: 'subagent',
      balance: 0,
      lastLoginAt: null,
    }),
  ],
  total = list.length,
) => ({
  value: { list, total, page: 1, pageSize: 20 },
});

const renderPage = (answers = {}) =>
  renderTeamPage(<AgentTeamManagementPage title="Team management" />, { [MEMBERS]: page(), ...answers });

describe('agent team management (agentTeamManagement)', () => {
  afterEach(() => useModalStore.getState().closeAllModals());

  it('lists the team with type, level, upline, balance and team size', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('team-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('direct01');
    expect(first).toHaveTextContent('Player');
    expect(first).toHaveTextContent('1,234.50');
    expect(second).toHaveTextContent('Agent (does not play)');
    expect(second).toHaveTextContent('4');
    expect(third).toHaveTextContent('subagent');
    expect(third).toHaveTextContent('Never');
    // Line transfers reach direct downlines only.
    expect(within(first).getByTestId('team-row-transfer')).toBeInTheDocument();
    expect(within(third).queryByTestId('team-row-transfer')).not.toBeInTheDocument();
  });

  it('searches by name, scope and kind, back on page 1, and pages', async () => {
    const { user, fetchMock, answers } = renderPage({ [MEMBERS]: page(undefined, 45) });
    await screen.findAllByTestId('team-row');
    expect(screen.getByTestId('team-status')).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByTestId('team-next'));
    await waitFor(() => expect(sentTo(fetchMock, MEMBERS).at(-1)?.query.get('page')).toBe('2'));

    answers[MEMBERS] = page([teamRow({ account: 'sub' })]);
    await user.type(screen.getByTestId('team-username'), ' sub ');
    await user.selectOptions(screen.getByTestId('team-scope'), 'DIRECT');
    await user.selectOptions(screen.getByTestId('team-kind'), 'AGENT');
    await user.click(screen.getByTestId('team-search'));
    await waitFor(() => expect(sentTo(fetchMock, MEMBERS).at(-1)?.query.get('kind')).toBe('AGENT'));
    expect(Object.fromEntries(sentTo(fetchMock, MEMBERS).at(-1)?.query ?? [])).toEqual({
      scope: 'DIRECT',
      page: '1',
      pageSize: '20',
      username: 'sub',
      kind: 'AGENT',
    });
  });

  it('opens a row’s detail with its contracts and direct downlines', async () => {
    const { user } = renderPage({ [`${MEMBERS}/102`]: { value: teamDetail() } });
    const rows = await screen.findAllByTestId('team-row');
    await user.click(within(rows[1] as HTMLElement).getByTestId('team-row-open'));
    const detail = await screen.findByTestId('team-detail');
    await waitFor(() => expect(within(detail).getByTestId('team-detail-direct')).toHaveTextContent('2'));
    expect(detail).toHaveTextContent('opened by an agent');
    expect(within(detail).getByTestId('team-detail-contracts')).toHaveTextContent(
      'Daily salary 0.5% · Valid · boss',
    );
    await user.click(within(detail).getByTestId('team-detail-close'));
    expect(screen.queryByTestId('team-detail')).not.toBeInTheDocument();
  });

  it('offers a contract of the types the caller holds to a direct downline agent, from the detail', async () => {
    const contracts = {
      value: {
        type: 'DAILY_SALARY',
        policy: { isEnabled: true, maxRatePpm: 12_000, maxTiers: 5, periods: [] },
        canOffer: true,
        mine: null,
        pending: [],
        downlines: { list: [], total: 0, page: 1, pageSize: 20 },
      },
    };
    const { user } = renderPage({
      [`${MEMBERS}/102`]: { value: teamDetail({ depth: 1, contracts: [] }) },
      '/wps/relay/MCS2_processDailySalContract': contracts,
    });
    const rows = await screen.findAllByTestId('team-row');
    await user.click(within(rows[1] as HTMLElement).getByTestId('team-row-open'));
    const offers = await screen.findByTestId('team-detail-offers');
    const offer = await within(offers).findByTestId('contract-offer-DAILY_SALARY-102');
    expect(offer).toHaveTextContent('Offer: Daily salary');
    // The caller holds no dividend terms (the call is refused here): no dividend button.
    expect(within(offers).queryByTestId('contract-offer-DIVIDEND-102')).not.toBeInTheDocument();
  });

  it('shows the envelope message when a detail is refused', async () => {
    const { user } = renderPage({ [`${MEMBERS}/101`]: failure('NOT_IN_AGENT_LINE', 'not_in_agent_line') });
    const rows = await screen.findAllByTestId('team-row');
    await user.click(within(rows[0] as HTMLElement).getByTestId('team-row-open'));
    expect(await screen.findByTestId('team-detail-error')).toHaveTextContent(
      'You can only transfer to your own upline or direct downlines.',
    );
  });

  it('opens the member centre’s transfer page from a direct downline', async () => {
    const { user } = renderPage();
    const rows = await screen.findAllByTestId('team-row');
    await user.click(within(rows[0] as HTMLElement).getByTestId('team-row-transfer'));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      name: 'memberCentre',
      page: 'transferUpline',
    });
  });

  it('says so when nothing matches, without a pager', async () => {
    renderPage({ [MEMBERS]: page([], 0) });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No team members match these filters.',
    );
    expect(screen.queryByTestId('team-status')).not.toBeInTheDocument();
  });

  it('shows the envelope message when the list fails', async () => {
    renderPage({ [MEMBERS]: failure('TRIAL_ACCOUNT', 'in_need_true_account') });
    expect(await screen.findByTestId('team-error')).toHaveTextContent(
      'Please register or log in with a real account to use this feature.',
    );
  });
});
