import type { TOpsDeposit } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function deposit(id: string, status: TOpsDeposit['status'], extra: Partial<TOpsDeposit> = {}): TOpsDeposit {
  return {
    id,
    memberId: `9${id}`,
    username: `member${id}`,
    methodCode: 'BANK_TW',
    methodName: 'Bank transfer',
    gateway: 'MANUAL_BANK',
    amount: 250000,
    status,
    gatewayOrderId: null,
    hasProof: true,
    reason: null,
    reviewedBy: null,
    firstApprovedBy: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    updatedAt: '2026-11-27T01:00:00.000Z',
    expiresAt: '2026-11-28T01:00:00.000Z',
    ...extra,
  };
}

const page =
  (rows: TOpsDeposit[], total = rows.length) =>
  (call: TMockCall) => ({
    list: rows,
    total,
    page: Number(call.query.get('page')),
    pageSize: 20,
  });

// jsdom has no blob URLs; the proof image only needs one to exist (each test file has its own jsdom).
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = vi.fn();
});

describe('deposit queue', () => {
  it('lists the queue from the server, filters it there and marks a deposit awaiting its second approval', async () => {
    const operator = signInAs('finance');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/deposits': page(
        [deposit('1', 'PENDING_REVIEW'), deposit('2', 'PENDING_REVIEW', { firstApprovedBy: '12' })],
        41,
      ),
    });
    renderConsole('/demo/money/deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(await within(table).findByText('member1')).toBeInTheDocument();
    expect(within(table).getAllByText('2,500.00')).toHaveLength(2);
    expect(within(table).getByText('1 of 2: awaits a second operator')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · 41 rows')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_REVIEW');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/deposits').at(-1)?.query.get('status')).toBe('PENDING_REVIEW'),
    );
  });

  it('approves a transfer after showing its proof, then shows the queue as the server has it', async () => {
    const operator = signInAs('finance');
    let rows = [deposit('1', 'PENDING_REVIEW')];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/deposits': () => ({ list: rows, total: rows.length, page: 1, pageSize: 20 }),
      'GET /merchants/demo/deposits/1/proof': {},
      'POST /merchants/demo/deposits/1/approve': () => {
        rows = [deposit('1', 'CREDITED', { reviewedBy: operator.id })];
        return rows[0];
      },
    });
    renderConsole('/demo/money/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve: member1 · 2,500.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Transfer proof' })).toHaveAttribute(
      'src',
      'blob:proof',
    );
    await user.type(within(dialog).getByLabelText(/Note/), 'slip matches the bank statement');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(await within(table).findByText('Credited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve: member1/ })).not.toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/deposits/1/approve')[0]?.body).toEqual({
      reason: 'slip matches the bank statement',
    });
  });

  it("shows the server's refusal when the first approver approves again", async () => {
    const operator = signInAs('finance');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/deposits': page([
        deposit('1', 'PENDING_REVIEW', { firstApprovedBy: operator.id, hasProof: false }),
      ]),
      'POST /merchants/demo/deposits/1/approve': failure(
        'SECOND_OPERATOR_REQUIRED',
        'second_operator_required',
      ),
    });
    renderConsole('/demo/money/deposits');
    expect(await screen.findByText('1 of 2 (yours): another operator approves')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve: member1 · 2,500.00' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('A second operator must approve this.')).toBeInTheDocument();
  });

  it('keeps a rejection until a reason is given, then sends it', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/deposits': page([deposit('1', 'CREATED', { hasProof: false })]),
      'POST /merchants/demo/deposits/1/reject': deposit('1', 'REJECTED'),
    });
    renderConsole('/demo/money/deposits');
    const user = userEvent.setup();
    // A deposit still waiting for the member's transfer can only be rejected.
    expect(screen.queryByRole('button', { name: /Approve: member1/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reject: member1 · 2,500.00' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/deposits/1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'no transfer arrived');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(ops.callsTo('POST /merchants/demo/deposits/1/reject')[0]?.body).toEqual({
        reason: 'no transfer arrived',
      }),
    );
  });

  it('lets the auditor see the proof but no approve or reject', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/deposits': page([deposit('1', 'PENDING_REVIEW')]),
      'GET /merchants/demo/deposits/1/proof': {},
    });
    renderConsole('/demo/money/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer proof: member1 · 1' }));
    expect(await screen.findByRole('img', { name: 'Transfer proof' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });
});
