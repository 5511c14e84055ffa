import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPayloadKey } from '../../../lib/sealed-request';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';
import { AgentRegisterAccountPage } from './components/agent-register-account-page';
import { failure, invitation, renderTeamPage, sentTo } from './testing/team.test-support';

const LINKS = '/wps/agent/invitations';
const ACCOUNTS = '/wps/agent/team/accounts';

const renderPage = (answers = {}) =>
  renderTeamPage(<AgentRegisterAccountPage title="Register account" />, {
    [LINKS]: {
      value: {
        list: [
          invitation(),
          invitation({
            code: 'SHOP2026',
            kind: 'MEMBER',
            note: null,
            offers: [],
            usageCount: 0,
            isActive: false,
            url: 'https://play.example.com/register?affiliateCode=SHOP2026',
          }),
        ],
      },
    },
    ...answers,
  });

describe('agent register account (agentRegisterAccount)', () => {
  afterEach(() => setPayloadKey(null));

  it('lists the links with kind, offers, usage, address, QR code and copy', async () => {
    const { user } = renderPage();
    const rows = await screen.findAllByTestId('invitation-row');
    expect(rows).toHaveLength(2);
    const [agentLink, memberLink] = rows as [HTMLElement, HTMLElement];
    expect(agentLink).toHaveTextContent('K7QMZP2XW9AB');
    expect(agentLink).toHaveTextContent('Telegram group');
    expect(agentLink).toHaveTextContent('Agent');
    expect(agentLink).toHaveTextContent('Dividend 8%');
    expect(within(agentLink).getByTestId('invitation-usage')).toHaveTextContent('3');
    expect(within(agentLink).getByTestId('invitation-status')).toHaveTextContent('Enabled');
    expect(within(memberLink).getByTestId('invitation-status')).toHaveTextContent('Disabled');
    expect(memberLink).toHaveTextContent('None');

    expect(agentLink.querySelector('svg')).toBeNull();
    await user.click(within(agentLink).getByTestId('invitation-qr'));
    expect(agentLink.querySelector('svg')).not.toBeNull();

    await user.click(within(agentLink).getByTestId('invitation-copy'));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(
      'https://play.example.com/register?affiliateCode=K7QMZP2XW9AB',
    );
    expect(within(agentLink).getByTestId('invitation-copy')).toHaveTextContent('Copied');
  });

  it('disables and enables a link through the server', async () => {
    const { user, fetchMock, answers } = renderPage();
    const rows = await screen.findAllByTestId('invitation-row');
    answers[`PUT ${LINKS}/K7QMZP2XW9AB`] = { value: invitation({ isActive: false }) };
    await user.click(within(rows[0] as HTMLElement).getByTestId('invitation-toggle'));
    await waitFor(() => expect(sentTo(fetchMock, `${LINKS}/K7QMZP2XW9AB`)).toHaveLength(1));
    expect(sentTo(fetchMock, `${LINKS}/K7QMZP2XW9AB`)[0]).toMatchObject({
      method: 'PUT',
      body: { isActive: false },
    });
    answers[`PUT ${LINKS}/SHOP2026`] = failure('NOT_FOUND', 'not_found');
    await user.click(within(rows[1] as HTMLElement).getByTestId('invitation-toggle'));
    expect(await screen.findByTestId('invitation-toggle-error')).toHaveTextContent(/not found/i);
  });

  it('says so when the agent has no links yet', async () => {
    renderPage({ [LINKS]: { value: { list: [] } } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no invitation links yet.');
  });

  it('shows the envelope message when the links fail to load', async () => {
    renderPage({ [LINKS]: failure('NON_AGENT_LOGIN', 'non_agent_cannot_login') });
    expect(await screen.findByTestId('invitations-error')).toHaveTextContent('Only agents can log in here');
  });

  it('creates an AGENT link with a contract offer in ppm and shows a refusal under the form', async () => {
    const { user, fetchMock, answers } = renderPage();
    await screen.findAllByTestId('invitation-row');
    await user.selectOptions(screen.getByTestId('invitation-kind'), 'AGENT');
    await user.type(screen.getByTestId('invitation-note'), 'Forum');
    await user.click(screen.getByTestId('offer-add'));
    await user.selectOptions(screen.getByTestId('offer-type'), 'DAILY_SALARY');
    await user.type(screen.getByTestId('offer-rate'), '1.25');
    await user.clear(screen.getByTestId('offer-min-bet'));
    await user.type(screen.getByTestId('offer-min-bet'), '500');
    answers[`POST ${LINKS}`] = failure('VALIDATION_FAILED', 'validation_failed', {
      offers: 'agent_team_offer_above_own',
    });
    await user.click(screen.getByTestId('invitation-submit'));
    expect(await screen.findByTestId('invitation-form-error')).toHaveTextContent(
      'An offered rate is above your own best rate.',
    );
    expect(sentTo(fetchMock, LINKS).find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'AGENT',
      note: 'Forum',
      offers: [
        {
          contractType: 'DAILY_SALARY',
          tiers: [{ minValidBetMinor: 50_000, minActive: 0, rateType: 'P', ratePpm: 12_500 }],
        },
      ],
    });

    answers[`POST ${LINKS}`] = { value: invitation({ code: 'NEWCODE1' }) };
    await user.click(screen.getByTestId('invitation-submit'));
    expect(await screen.findByTestId('invitation-created')).toHaveTextContent('Link NEWCODE1 is ready.');
  });

  it('refuses a malformed chosen code before sending', async () => {
    const { user, fetchMock } = renderPage();
    await screen.findAllByTestId('invitation-row');
    await user.type(screen.getByTestId('invitation-code'), 'no spaces');
    await user.click(screen.getByTestId('invitation-submit'));
    expect(await screen.findByText('Use 4 to 32 letters and digits.')).toBeInTheDocument();
    expect(sentTo(fetchMock, LINKS).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('opens an account sealed, after the merchant rules, and shows a taken name under the field', async () => {
    await installTestPayloadKey();
    const { user, fetchMock, answers } = renderPage();
    await user.click(screen.getByTestId('team-account-submit'));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    await user.type(screen.getByTestId('team-account-username'), '9x');
    await user.type(screen.getByTestId('team-account-password'), 'short');
    await user.type(screen.getByTestId('team-account-confirm'), 'other');
    await user.click(screen.getByTestId('team-account-submit'));
    expect(
      await screen.findByText('Must start with a letter, followed by letters or digits, 6-16 characters'),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, ACCOUNTS)).toEqual([]);

    await user.clear(screen.getByTestId('team-account-username'));
    await user.type(screen.getByTestId('team-account-username'), 'newplayer1');
    await user.clear(screen.getByTestId('team-account-password'));
    await user.type(screen.getByTestId('team-account-password'), 'Secret123');
    await user.clear(screen.getByTestId('team-account-confirm'));
    await user.type(screen.getByTestId('team-account-confirm'), 'Secret123');
    await user.selectOptions(screen.getByTestId('team-account-kind'), 'AGENT');
    answers[`POST ${ACCOUNTS}`] = failure('USERNAME_TAKEN', 'username_taken');
    await user.click(screen.getByTestId('team-account-submit'));
    expect(await screen.findByText('This username is already registered')).toBeInTheDocument();
    const sent = sentTo(fetchMock, ACCOUNTS)[0];
    expect(String(sent?.init?.body)).not.toContain('Secret123');
    expect(await openSealedBody(sent?.init)).toEqual({
      kind: 'AGENT',
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });

    answers[`POST ${ACCOUNTS}`] = { value: { id: '55', username: 'newplayer1', accountType: 2 } };
    await user.click(screen.getByTestId('team-account-submit'));
    expect(await screen.findByTestId('team-account-done')).toHaveTextContent(
      'Account newplayer1 is open. It must change its password at its first login.',
    );
  });
});
