import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { ModalHost } from '../../app/modal-host';
import { Providers } from '../../app/providers';
import { BootDataContext } from '../../lib/boot-data';
import { applyLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { addAgentTranslations } from '../agent-centre/agent-translations';
import { AgentCentrePageView } from '../agent-centre/components/agent-centre-page-view';
import { incomeBillDetail, incomePage } from './testing/income-fixtures';

const LIST = '/wps/agent/income/bills';
type TAnswers = Parameters<typeof mockApi>[0];

function renderPage(answers: TAnswers) {
  const fetchMock = mockApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'agentB', isAgent: 1 });
  applyLanguage('EN');
  addAgentTranslations();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = { status: STATUS_NORMAL, whitelabel: WHITELABEL, permission: PERMISSION };
  const user = userEvent.setup();
  render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <AgentCentrePageView page="agentMyIncome" title="My income" />
        <ModalHost />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { user, fetchMock };
}

const queriesTo = (fetchMock: Mock, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

describe('my income (agentMyIncome)', () => {
  beforeEach(() => localStorage.clear());

  it('lists each bill with its figures and status, and pages', async () => {
    const { user, fetchMock } = renderPage({ [LIST]: { value: incomePage() } });
    const rows = await screen.findAllByTestId('income-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Dividend');
    expect(rows[0]).toHaveTextContent('450,000.00');
    expect(rows[0]).toHaveTextContent('20%');
    expect(within(rows[0]!).getByTestId('income-gross')).toHaveTextContent('9,000.00');
    expect(within(rows[0]!).getByTestId('income-keep')).toHaveTextContent('6,000.00');
    expect(rows[1]).toHaveTextContent('Daily salary');
    expect(rows[1]).toHaveTextContent('0.8%');
    expect(within(rows[1]!).getByTestId('income-status-cell')).toHaveTextContent('Partly paid');
    // Phone cards print each column's name.
    expect(rows[0]!.querySelector('td[data-label="Keep"]')).not.toBeNull();
    expect(screen.getByTestId('income-status')).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByTestId('income-next'));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.page).toBe('2'));
  });

  it('filters by type, status and days, back on page 1; refuses a reversed range', async () => {
    const { user, fetchMock } = renderPage({ [LIST]: { value: incomePage() } });
    await screen.findAllByTestId('income-row');
    // A period button applies at once.
    await user.click(screen.getByTestId('income-period-YESTERDAY'));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.period).toBe('YESTERDAY'));
    await user.click(screen.getByTestId('income-period-CUSTOM'));
    await user.selectOptions(screen.getByTestId('income-filter-type'), 'DIVIDEND');
    await user.selectOptions(screen.getByTestId('income-filter-status'), 'INSUFFICIENT_BALANCE');
    await user.type(screen.getByTestId('income-start'), '2026-03-01');
    await user.type(screen.getByTestId('income-end'), '2026-03-31');
    await user.click(screen.getByTestId('income-search'));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.type).toBe('DIVIDEND'));
    expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({
      type: 'DIVIDEND',
      status: 'INSUFFICIENT_BALANCE',
      period: 'CUSTOM',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      page: '1',
      pageSize: '10',
    });
    const before = queriesTo(fetchMock, LIST).length;
    await user.clear(screen.getByTestId('income-start'));
    await user.type(screen.getByTestId('income-start'), '2026-04-01');
    await user.click(screen.getByTestId('income-search'));
    expect(screen.getByTestId('income-filter-error')).toHaveTextContent(
      'The first day must come before the last.',
    );
    expect(queriesTo(fetchMock, LIST)).toHaveLength(before);
  });

  it('opens a bill and shows the computation an agent can check', async () => {
    const { user } = renderPage({
      [LIST]: { value: incomePage() },
      [`${LIST}/41`]: { value: incomeBillDetail() },
    });
    const [first] = await screen.findAllByTestId('income-row');
    await user.click(within(first!).getByTestId('income-open'));
    const detail = await screen.findByTestId('income-detail');
    expect(within(detail).getByTestId('income-line-bet')).toHaveTextContent('450,000.00');
    expect(within(detail).getByTestId('income-line-payout')).toHaveTextContent('395,000.00');
    expect(within(detail).getByTestId('income-line-rebate')).toHaveTextContent('4,500.00');
    expect(within(detail).getByTestId('income-line-bonus')).toHaveTextContent('5,500.00');
    expect(within(detail).getByTestId('income-line-net-loss')).toHaveTextContent('45,000.00');
    expect(within(detail).getByTestId('income-line-active')).toHaveTextContent('valid bet ≥ 1,000.00');
    expect(within(detail).getByTestId('income-line-active')).toHaveTextContent('15');
    expect(within(detail).getByTestId('income-line-tier')).toHaveTextContent('Tier 2 of 2');
    expect(within(detail).getByTestId('income-formula')).toHaveTextContent('45,000.00 × 20% = 9,000.00');
    expect(within(detail).getByTestId('income-line-downline-agentC')).toHaveTextContent('3,000.00');
    expect(within(detail).getByTestId('income-line-keep')).toHaveTextContent('6,000.00');
    expect(within(detail).getByTestId('income-line-payer')).toHaveTextContent('agentA');
    expect(within(detail).getByTestId('income-event-1')).toHaveTextContent('Paid');
    await user.click(screen.getByTestId('income-detail-close'));
    await waitFor(() => expect(screen.queryByTestId('income-detail')).not.toBeInTheDocument());
  });

  it("says so when a bill cannot be read (another agent's)", async () => {
    const { user } = renderPage({
      [LIST]: { value: incomePage() },
      [`${LIST}/41`]: { failure: { code: 'NOT_IN_AGENT_LINE', message: 'not_in_agent_line' } },
    });
    const [first] = await screen.findAllByTestId('income-row');
    await user.click(within(first!).getByTestId('income-open'));
    expect(await screen.findByTestId('income-detail-error')).toBeInTheDocument();
  });

  it('shows the empty state when there are no bills', async () => {
    renderPage({ [LIST]: { value: incomePage({ list: [], total: 0 }) } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No bills for these filters.');
    expect(screen.queryByTestId('income-status')).not.toBeInTheDocument();
  });
});
