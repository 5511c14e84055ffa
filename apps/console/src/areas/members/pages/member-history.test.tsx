import type { TAdjustment, TBetRecord, TTransactionLine } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { memberProfile, pageOf } from '../test/member-fixtures';

const LEDGER = 'GET /merchants/demo/members/123/ledger';

const line: TTransactionLine = {
  id: '9001',
  time: '2026-11-26T04:00:00.000Z',
  type: 'DEPOSIT',
  walletCode: 'MAIN',
  amount: 300000,
  balanceAfter: 550000,
  reference: 'D501',
  memo: null,
};

const round: TBetRecord = {
  id: '31',
  vassalage: 'PGSOFT',
  vendorName: 'PG Soft',
  gameCode: 'fortune-tiger',
  gameName: 'Fortune Tiger',
  gameCategory: 'RNG',
  roundId: 'R-77',
  stake: 10000,
  validBet: 10000,
  payout: 25000,
  profit: 15000,
  status: 'SETTLED',
  betTime: '2026-11-26T05:00:00.000Z',
  settledTime: '2026-11-26T05:00:03.000Z',
};

function serve(handlers: Record<string, unknown>) {
  const operator = signInAs('finance');
  return mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/members/123': memberProfile(),
    ...handlers,
  });
}

describe('member history', () => {
  it('filters the account record by days and wallet on the server, and refuses a start after the end', async () => {
    const ops = serve({
      [LEDGER]: (call: TMockCall) => ({ ...pageOf([line])(call), balances: memberProfile().balances }),
    });
    renderConsole('/demo/members/123?tab=ledger');
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(await within(table).findByText('5,500.00')).toBeInTheDocument();
    expect(within(table).getByText('Deposit')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Wallet'), 'PGSOFT');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo(LEDGER).at(-1);
      expect(last?.query.get('from')).toBe('2026-11-01');
      expect(last?.query.get('to')).toBe('2026-11-30');
      expect(last?.query.get('walletCode')).toBe('PGSOFT');
    });

    const calls = ops.callsTo(LEDGER).length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/The start day must not be after the end day/)).toBeInTheDocument();
    expect(ops.callsTo(LEDGER)).toHaveLength(calls);
  });

  it('shows the bet rounds with the totals of every matching round', async () => {
    const ops = serve({
      'GET /merchants/demo/members/123/bet-rounds': (call: TMockCall) => ({
        ...pageOf([round], 40)(call),
        totals: { rounds: 40, stake: 400000, validBet: 390000, payout: 350000, profit: -50000 },
      }),
    });
    renderConsole('/demo/members/123?tab=bets');
    const table = await screen.findByRole('table', { name: 'Bet rounds' });
    expect(await within(table).findByText('Fortune Tiger')).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals of every matching round');
    expect(totals).toHaveTextContent('Rounds40');
    expect(totals).toHaveTextContent('Member profit-500.00');
    // The table and the totals read one answer.
    expect(ops.callsTo('GET /merchants/demo/members/123/bet-rounds')).toHaveLength(1);
  });

  it('lists the member’s adjustments from the money area’s list', async () => {
    const adjustment: TAdjustment = {
      id: '61',
      memberId: '123',
      username: 'linkai',
      walletCode: 'MAIN',
      amount: -20000,
      reason: 'duplicate bonus',
      requestId: 'r-61',
      status: 'APPLIED',
      approvalRule: null,
      requestedBy: 'finance1',
      approvedBy: null,
      rejectedBy: null,
      rejectionReason: null,
      transactionId: '9100',
      createdAt: '2026-11-26T06:00:00.000Z',
      decidedAt: null,
    };
    const ops = serve({
      'GET /merchants/demo/adjustments': (call: TMockCall) => ({
        items: [adjustment],
        total: 1,
        page: Number(call.query.get('page')),
        pageSize: 20,
      }),
    });
    renderConsole('/demo/members/123?tab=adjustments');
    const table = await screen.findByRole('table', { name: 'Adjustments' });
    expect(await within(table).findByText('-200.00')).toBeInTheDocument();
    expect(within(table).getByText('duplicate bonus')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/adjustments')[0]?.query.get('memberId')).toBe('123');
  });
});
