import type { TOpsWithdrawal } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function withdrawal(id: string, status: TOpsWithdrawal['status'], username = `member${id}`): TOpsWithdrawal {
  return {
    id,
    memberId: `9${id}`,
    username,
    amount: 150000,
    currency: 'TWD',
    status,
    receivedAmount: 0,
    remainingAmount: 150000,
    bankName: 'Bank of Taiwan',
    accountName: 'Lin',
    accountNumber: '001234567890',
    branch: null,
    hasProof: false,
    reason: null,
    approvedBy: null,
    paidBy: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    updatedAt: '2026-11-27T01:00:00.000Z',
    paidAt: null,
    confirmedAt: null,
    autoReceiveAt: null,
  };
}

function queue(rows: TOpsWithdrawal[], total = rows.length) {
  return (call: TMockCall) => ({ list: rows, total, page: Number(call.query.get('page')), pageSize: 20 });
}

describe('withdrawal queue', () => {
  it('lists the queue from the server and pages and filters it there', async () => {
    const operator = signInAs('finance');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/withdrawals': queue(
        [withdrawal('1', 'REQUESTED'), withdrawal('2', 'APPROVED')],
        45,
      ),
    });
    const { router } = renderConsole('/demo/money/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(await within(table).findByText('member1')).toBeInTheDocument();
    expect(within(table).getAllByText('1,500.00')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3 · 45 rows')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/withdrawals').at(-1)?.query.get('page')).toBe('2'),
    );
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Status'), 'DISPUTED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo('GET /merchants/demo/withdrawals').at(-1);
      expect(last?.query.get('status')).toBe('DISPUTED');
      // A new filter starts again at the first page.
      expect(last?.query.get('page')).toBe('1');
    });
  });

  it('approves a request with a note, then shows the queue as the server has it', async () => {
    const operator = signInAs('finance');
    let rows = [withdrawal('1', 'REQUESTED')];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/withdrawals': () => ({ list: rows, total: rows.length, page: 1, pageSize: 20 }),
      'POST /merchants/demo/withdrawals/1/approve': () => {
        rows = [withdrawal('1', 'APPROVED')];
        return rows[0];
      },
    });
    renderConsole('/demo/money/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve: member1 · 1,500.00 TWD' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Note/), 'checked the bank account');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByRole('button', { name: 'Mark paid: member1 · 1,500.00 TWD' }),
    ).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/withdrawals/1/approve')[0]?.body).toEqual({
      reason: 'checked the bank account',
    });
  });

  it('keeps a rejection until a reason is given', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/withdrawals': queue([withdrawal('1', 'REQUESTED')]),
    });
    renderConsole('/demo/money/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject: member1 · 1,500.00 TWD' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/withdrawals/1/reject')).toHaveLength(0);
  });

  it('shows the auditor the queue without any action', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/withdrawals': queue([withdrawal('1', 'REQUESTED')]),
    });
    renderConsole('/demo/money/withdrawals');
    expect(await screen.findByText('member1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });
});

describe('areas by role', () => {
  it('hides money from a content operator, and refuses its address', async () => {
    const operator = signInAs('content');
    mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
    renderConsole('/demo/money/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Not your area' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdrawals' })).not.toBeInTheDocument();
  });
});
