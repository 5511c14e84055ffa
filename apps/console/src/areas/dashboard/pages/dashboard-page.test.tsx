import type { TDashboardFigures, TMerchantDashboard } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

// uPlot draws on a canvas jsdom does not have: the chart shows its series as text here.
vi.mock('../../../components/chart/daily-chart', () => ({
  DailyChart: ({ series, summary }: { series: { label: string; values: number[] }[]; summary: string }) => (
    <figure aria-label={summary}>
      {series.map((line) => `${line.label}: ${line.values.join(',')}`).join(' | ')}
    </figure>
  ),
}));

function figures(scale: number): TDashboardFigures {
  return {
    deposits: { count: 3 * scale, amount: 1_500_000 * scale },
    withdrawals: { count: scale, amount: 400_000 * scale },
    stake: 900_000 * scale,
    payouts: 700_000 * scale,
    ggr: 200_000 * scale,
    bonuses: 50_000 * scale,
    rebates: 10_000 * scale,
    ngr: 140_000 * scale,
    activeMembers: 12 * scale,
    newMembers: 2 * scale,
  };
}

function dashboard(days: number, isLedgerAuditShown = true): TMerchantDashboard {
  return {
    merchantCode: 'demo',
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    businessDay: '2026-11-27',
    monthStart: '2026-11-01',
    today: figures(1),
    thisMonth: figures(10),
    series: Array.from({ length: days }, (_, i) => ({
      day: new Date(Date.UTC(2026, 10, 27 - days + 1 + i)).toISOString().slice(0, 10),
      ...figures(1),
    })),
    pending: {
      depositsAwaitingReview: 2,
      depositsAwaitingSecondOperator: 0,
      withdrawalsAwaitingApproval: 4,
      withdrawalsAwaitingPayment: 1,
      withdrawalsDisputed: 0,
      adjustmentsAwaitingSecondOperator: 1,
      feedbackUnanswered: 3,
      promotionApplications: 0,
      pointExchanges: 0,
      lotteryResultsAwaitingSecondOperator: 0,
      liveChatsWaiting: 0,
      agentBillsAwaitingReview: 0,
    },
    ledgerAudit: isLedgerAuditShown
      ? {
          runId: '5',
          startedAt: '2026-11-27T01:00:00Z',
          finishedAt: '2026-11-27T01:00:09Z',
          isClean: true,
          problemCount: 0,
        }
      : null,
    isLedgerAuditShown,
    generatedAt: '2026-11-27T03:00:00Z',
  };
}

describe('dashboard', () => {
  it('shows today and this month, the waiting queues linked to their pages, the ledger audit and the charts', async () => {
    const operator = signInAs('finance');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/dashboard': (call: { query: URLSearchParams }) =>
        dashboard(Number(call.query.get('days'))),
    });
    renderConsole('/demo/dashboard');
    const deposits = await screen.findByTestId('figure-deposits');
    expect(deposits).toHaveTextContent('Today 15,000.00 VND');
    expect(deposits).toHaveTextContent('This month 150,000.00 VND');
    expect(screen.getByTestId('figure-ngr')).toHaveTextContent('1,400.00 VND');
    expect(ops.callsTo('GET /merchants/demo/dashboard')[0]?.query.get('days')).toBe('30');

    const withdrawals = screen.getByTestId('queue-withdrawalsAwaitingApproval');
    expect(withdrawals).toHaveTextContent('Withdrawals to approve4');
    expect(within(withdrawals).getByRole('link')).toHaveAttribute(
      'href',
      '/console/demo/money/withdrawals?f.status=REQUESTED',
    );
    // Finance does not reach messages: the feedback queue is counted, not linked.
    expect(within(screen.getByTestId('queue-feedbackUnanswered')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('ledger-audit')).toHaveTextContent('Books balance');
    expect(
      screen.getByRole('figure', { name: 'Deposits and paid withdrawals per business day' }),
    ).toHaveTextContent('Deposits: 15000');

    await userEvent.setup().selectOptions(screen.getByLabelText('Chart period'), '90');
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/dashboard').at(-1)?.query.get('days')).toBe('90'),
    );
    expect(await screen.findByRole('heading', { name: 'By day, the last 90 days' })).toBeInTheDocument();
  });

  it('tells a merchant-scoped operator why the ledger audit is not shown', async () => {
    const operator = signInAs('owner');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/dashboard': dashboard(30, false),
    });
    renderConsole('/demo/dashboard');
    expect(await screen.findByTestId('ledger-audit')).toHaveTextContent(
      'shown to operators of every merchant',
    );
    // An owner reaches messages: the feedback queue links to the inbox.
    expect(within(screen.getByTestId('queue-feedbackUnanswered')).getByRole('link')).toHaveAttribute(
      'href',
      '/console/demo/messages/feedback',
    );
  });
});
