import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { BootDataContext } from '../../lib/boot-data';
import { applyLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { MemberCentrePageView } from '../member-centre/components/member-centre-page-view';
import { VipPage } from './pages/vip-page';
import { vipHistory, vipLevels, vipStatus } from './testing/vip-fixtures';

const LEVELS = '/wps/vip/levels';
const STATUS = '/wps/vip/status';
const HISTORY = '/wps/vip/history';
type TAnswers = Parameters<typeof mockApi>[0];

function renderWith(node: React.ReactNode, answers: TAnswers, isLoggedIn: boolean) {
  const fetchMock = mockApi(answers);
  useSessionStore
    .getState()
    .updateSession(isLoggedIn ? { token: 't-1', account: 'player1', isAgent: 0 } : { token: null });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = { status: STATUS_NORMAL, whitelabel: WHITELABEL, permission: PERMISSION };
  render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <MemoryRouter>{node}</MemoryRouter>
      </BootDataContext.Provider>
    </Providers>,
  );
  return fetchMock;
}

const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('VIP page (/vip)', () => {
  beforeEach(() => localStorage.clear());

  it('shows a visitor the ladder with thresholds, bonuses and cashback, and asks for no status', async () => {
    const fetchMock = renderWith(<VipPage />, { [LEVELS]: { value: vipLevels() } }, false);
    const rows = await screen.findAllByTestId('vip-level-row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('VIP1 Dragon');
    expect(rows[1]).toHaveTextContent('5,000.00'); // deposits to reach
    expect(rows[1]).toHaveTextContent('50,000.00'); // valid bet to reach
    expect(rows[1]).toHaveTextContent('188.00'); // level-up bonus
    expect(within(rows[2]!).getByTestId('vip-level-cashback')).toHaveTextContent('Slots 0.6%');
    expect(rows[1]!.querySelector('td[data-label="Level-up bonus"]')).not.toBeNull();
    expect(screen.getByText('Log in to see your level and your progress.')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-progress')).toBeNull();
    expect(calledPaths(fetchMock)).not.toContain(STATUS);
  });

  it('shows a member the current level and the progress bars to the next one', async () => {
    renderWith(<VipPage />, { [LEVELS]: { value: vipLevels() }, [STATUS]: { value: vipStatus() } }, true);
    expect(await screen.findByTestId('vip-current-level')).toHaveTextContent('VIP0 Regular');
    expect(screen.getByTestId('vip-next-level')).toHaveTextContent('To VIP1 Dragon');
    expect(screen.getByTestId('vip-progress-bet-text')).toHaveTextContent('12,500.00 / 50,000.00');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '100']);
    const rows = await screen.findAllByTestId('vip-level-row');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows the keep requirement with its days left, and the top level without a next one', async () => {
    const status = vipStatus({
      level: 2,
      name: 'Silver',
      next: null,
      keep: {
        validBet: 1_000_000,
        required: 4_000_000,
        windowFrom: '2026-03-01T00:00:00.000Z',
        windowTo: '2026-04-30T00:00:00.000Z',
        daysLeft: 12,
      },
    });
    renderWith(<VipPage />, { [LEVELS]: { value: vipLevels() }, [STATUS]: { value: status } }, true);
    expect(await screen.findByTestId('vip-top-level')).toBeInTheDocument();
    expect(screen.getByTestId('vip-keep')).toHaveTextContent('12 days left');
    expect(screen.getByTestId('vip-progress-keep-text')).toHaveTextContent('10,000.00 / 40,000.00');
  });

  it('says so when the merchant has no ladder', async () => {
    renderWith(<VipPage />, { [LEVELS]: { value: { levels: [] } } }, false);
    expect(await screen.findByText('VIP levels are not available yet')).toBeInTheDocument();
  });
});

describe('player rank (playerRank)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the rank, progress, level changes and VIP bonuses', async () => {
    renderWith(
      <MemberCentrePageView page="playerRank" title="Player rank" />,
      {
        [STATUS]: { value: vipStatus({ level: 1, name: 'Dragon', next: null }) },
        [HISTORY]: { value: vipHistory() },
      },
      true,
    );
    expect(await screen.findByTestId('vip-current-level')).toHaveTextContent('VIP1 Dragon');
    const change = await screen.findByTestId('vip-change');
    expect(change).toHaveTextContent('Up 0 → 1');
    expect(screen.getByTestId('vip-bonus')).toHaveTextContent('VIP1 level-up bonus');
    expect(screen.getByTestId('vip-bonus')).toHaveTextContent('+188.00');
  });

  it('says when there is no history yet', async () => {
    renderWith(
      <MemberCentrePageView page="playerRank" title="Player rank" />,
      { [STATUS]: { value: vipStatus() }, [HISTORY]: { value: { changes: [], bonuses: [] } } },
      true,
    );
    expect(await screen.findByText('No level changes yet.')).toBeInTheDocument();
    expect(screen.getByText('No VIP bonuses yet.')).toBeInTheDocument();
  });
});
