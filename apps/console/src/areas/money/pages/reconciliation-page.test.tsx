import type { TReconciliation, TReconciliationDay } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function day(date: string, deposits: number): TReconciliationDay {
  return {
    day: date,
    deposits: { count: 2, amount: deposits, byMethod: [] },
    withdrawals: { count: 1, amount: 30_000 },
    withdrawalRefunds: { count: 0, amount: 0 },
    net: deposits - 30_000,
    clearing: { opening: -100_000, debits: deposits, credits: 0, closing: -100_000 - deposits },
  };
}

function report(call: TMockCall): TReconciliation {
  const from = call.query.get('from') ?? '';
  const to = call.query.get('to') ?? '';
  const { day: _day, ...totals } = day(to, 250_000);
  return {
    merchantCode: 'demo',
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    from,
    to,
    days: [day(from, 100_000), day(to, 150_000)],
    totals,
    generatedAt: '2026-11-27T03:00:00Z',
  };
}

describe('daily reconciliation', () => {
  it('reads the days asked for, with totals, and refuses a range backwards without calling', async () => {
    const operator = signInAs('finance');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/reports/reconciliation': report,
    });
    renderConsole('/demo/money/reconciliation?from=2026-11-01&to=2026-11-02');
    const table = await screen.findByRole('table', { name: 'Daily reconciliation' });
    expect(within(table).getByRole('row', { name: /2026-11-01/ })).toHaveTextContent('1,000.00');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('2,500.00');
    expect(ops.callsTo('GET /merchants/demo/reports/reconciliation')[0]?.query.toString()).toBe(
      'from=2026-11-01&to=2026-11-02',
    );

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The first day is after the last.')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/reports/reconciliation')).toHaveLength(1);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/reports/reconciliation').at(-1)?.query.get('from')).toBe(
        '2026-10-20',
      ),
    );
  });
});
