import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const liability = (call: TMockCall) => ({
  issueId: '26',
  gameCode: 'VN_MB',
  numero: '20261126',
  status: 'OPEN',
  page: Number(call.query.get('page') ?? 1),
  pageSize: Number(call.query.get('pageSize') ?? 100),
  total: 2,
  rows: [
    {
      stationId: 'ha-noi',
      betCode: 'VN_MB_DE',
      pick: '68',
      stakeMinor: 120000,
      potentialPayoutMinor: 8400000,
      betCount: 12,
      capMode: 'LIMIT',
      liabilityCapMinor: 8400000,
      headroomMinor: 0,
    },
    {
      stationId: 'ha-noi',
      betCode: 'VN_MB_LO2',
      pick: '07',
      stakeMinor: 2700,
      potentialPayoutMinor: 9180,
      betCount: 1,
      capMode: null,
      liabilityCapMinor: null,
      headroomMinor: null,
    },
  ],
});

const totals = (extra: object) => ({
  currency: 'TWD',
  turnoverMinor: 1_250_000,
  payoutMinor: 1_400_000,
  winLossMinor: -150_000,
  betCount: 40,
  openBetCount: 2,
  ...extra,
});

describe('liability of an issue', () => {
  it('lists the numbers with their cap and room left, ordered by the route', async () => {
    const operator = signInAs('finance');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/issues/26/liability': liability,
    });
    renderConsole('/demo/lottery/issues/26/liability');
    expect(await screen.findByRole('heading', { name: 'Liability of VN_MB 20261126' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Liability of VN_MB 20261126' });
    expect(await within(table).findAllByText('84,000.00')).toHaveLength(2);
    expect(within(table).getByText('91.80')).toBeInTheDocument();
    expect(within(table).getByText('Full')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Order by'), 'headroom');
    await user.type(screen.getByLabelText('Bet type'), 'vn_mb_de');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo('GET /merchants/demo/lottery/issues/26/liability').at(-1);
      expect(last?.query.get('sort')).toBe('headroom');
      expect(last?.query.get('betCode')).toBe('VN_MB_DE');
    });
  });
});

describe('lottery reports', () => {
  it("reads the last 7 days by default, and the days chosen, as the operator's midnights", async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/reports/games': (call: TMockCall) => ({
        from: call.query.get('from'),
        to: call.query.get('to'),
        rows: [totals({ gameCode: 'VN_MB', names: { EN: 'Miền Bắc' } })],
      }),
    });
    renderConsole('/demo/lottery/reports');
    const table = await screen.findByRole('table', { name: 'Lottery reports' });
    expect(await within(table).findByText('-1,500.00')).toBeInTheDocument();
    const first = ops.callsTo('GET /merchants/demo/lottery/reports/games')[0]!;
    const span = Date.parse(first.query.get('to')!) - Date.parse(first.query.get('from')!);
    expect(span).toBe(7 * 86_400_000);
    expect(new Date(first.query.get('to')!).getHours()).toBe(0);
    expect(within(table).getByRole('link', { name: 'By issue: VN_MB' })).toHaveAttribute(
      'href',
      '/console/demo/lottery/games/VN_MB/reports',
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First day'), '2026-11-01');
    await user.type(screen.getByLabelText('Last day'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo('GET /merchants/demo/lottery/reports/games').at(-1)!;
      expect(last.query.get('from')).toBe(new Date(2026, 10, 1).toISOString());
      expect(last.query.get('to')).toBe(new Date(2026, 11, 1).toISOString());
    });
  });

  it('pages one game by issue on the server', async () => {
    const operator = signInAs('support');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games/VN_MB/reports/issues': (call: TMockCall) => ({
        gameCode: 'VN_MB',
        from: call.query.get('from'),
        to: call.query.get('to'),
        page: Number(call.query.get('page')),
        pageSize: Number(call.query.get('pageSize')),
        total: 30,
        rows: [
          totals({
            issueId: '26',
            numero: '20261126',
            status: 'SETTLED',
            drawAt: '2026-11-26T11:15:00.000Z',
          }),
        ],
      }),
    });
    renderConsole('/demo/lottery/games/VN_MB/reports');
    const table = await screen.findByRole('table', { name: 'Report of VN_MB by issue' });
    expect(await within(table).findByText('12,500.00')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 · 30 rows')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        ops.callsTo('GET /merchants/demo/lottery/games/VN_MB/reports/issues').at(-1)?.query.get('page'),
      ).toBe('2'),
    );
  });
});
