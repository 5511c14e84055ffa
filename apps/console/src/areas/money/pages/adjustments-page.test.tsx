import type { TAdjustment, TVendor } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

function adjustment(id: string, extra: Partial<TAdjustment> = {}): TAdjustment {
  return {
    id,
    memberId: `9${id}`,
    username: `member${id}`,
    walletCode: 'MAIN',
    amount: 20_000_000,
    reason: 'jackpot paid by hand',
    requestId: `request-${id}-0000`,
    status: 'PENDING_APPROVAL',
    approvalRule: 'AMOUNT',
    requestedBy: 'colleague',
    approvedBy: null,
    rejectedBy: null,
    rejectionReason: null,
    transactionId: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    decidedAt: null,
    ...extra,
  };
}

function vendor(vassalage: string, walletMode: TVendor['walletMode']): TVendor {
  return {
    vassalage,
    displayName: `Vendor ${vassalage}`,
    walletMode,
    isMaintenance: false,
    isEnabled: true,
    sortOrder: 0,
    launchUrl: null,
    ipAllowList: [],
    maxRoundPayoutMinor: null,
    maxPayoutMultiple: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

// The route answers `items`, not `list`.
const page =
  (rows: TAdjustment[], total = rows.length) =>
  (call: TMockCall) => ({
    items: rows,
    total,
    page: Number(call.query.get('page')),
    pageSize: 20,
  });
const base = (role: Parameters<typeof signInAs>[0]) => {
  const operator = signInAs(role);
  return { operator, handlers: { 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) } };
};

describe('adjustments', () => {
  it('lists them from the server and says which await a second operator, and whose they are', async () => {
    const { operator, handlers } = base('finance');
    const ops = mockOps({
      ...handlers,
      'GET /merchants/demo/adjustments': page(
        [
          adjustment('1'),
          adjustment('2', { requestedBy: operator.username, approvalRule: 'DAILY_TOTAL' }),
          adjustment('3', { status: 'APPLIED', approvalRule: null, transactionId: '55', amount: -2550 }),
        ],
        3,
      ),
    });
    renderConsole('/demo/money/adjustments');
    const table = await screen.findByRole('table', { name: 'Adjustments' });
    expect(await within(table).findByText('member1')).toBeInTheDocument();
    expect(within(table).getByText('Awaits a second operator')).toBeInTheDocument();
    expect(within(table).getByText('Yours: awaits another operator')).toBeInTheDocument();
    expect(within(table).getByText("Beyond the requester's daily total")).toBeInTheDocument();
    expect(within(table).getByText('Applied by its requester alone')).toBeInTheDocument();
    expect(within(table).getByText('-25.50')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/adjustments').at(-1)?.query.get('status')).toBe(
        'PENDING_APPROVAL',
      ),
    );
  });

  it("shows its requester the server's refusal when it approves its own adjustment", async () => {
    const { operator, handlers } = base('finance');
    const ops = mockOps({
      ...handlers,
      'GET /merchants/demo/adjustments': page([adjustment('2', { requestedBy: operator.username })]),
      'POST /merchants/demo/adjustments/2/approve': failure(
        'SECOND_OPERATOR_REQUIRED',
        'second_operator_required',
      ),
    });
    renderConsole('/demo/money/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve: member2 · 200,000.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You requested this adjustment/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('A second operator must approve this.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/adjustments/2/approve')).toHaveLength(1);
    // Still pending: the list was not refreshed as if it had been applied.
    expect(ops.callsTo('GET /merchants/demo/adjustments')).toHaveLength(1);
  });

  it("lets another finance operator approve, without a body, and shows the server's new state", async () => {
    const { handlers } = base('finance');
    let rows = [adjustment('1')];
    const ops = mockOps({
      ...handlers,
      'GET /merchants/demo/adjustments': (call: TMockCall) => page(rows)(call),
      'POST /merchants/demo/adjustments/1/approve': () => {
        rows = [adjustment('1', { status: 'APPLIED', approvedBy: 'finance1', transactionId: '77' })];
        return rows[0];
      },
    });
    renderConsole('/demo/money/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve: member1 · 200,000.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/in your name as the second operator/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const table = screen.getByRole('table', { name: 'Adjustments' });
    expect(await within(table).findByText('77')).toBeInTheDocument();
    expect(within(table).getByText('Applied')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/adjustments/1/approve')[0]?.body).toBeUndefined();
    expect(screen.queryByRole('button', { name: /Approve: member1/ })).not.toBeInTheDocument();
  });

  it('rejects a pending one with the reason typed', async () => {
    const { handlers } = base('owner');
    const ops = mockOps({
      ...handlers,
      'GET /merchants/demo/adjustments': page([adjustment('1')]),
      'POST /merchants/demo/adjustments/1/reject': adjustment('1', { status: 'REJECTED' }),
    });
    renderConsole('/demo/money/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject: member1 · 200,000.00' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'no evidence');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(ops.callsTo('POST /merchants/demo/adjustments/1/reject')[0]?.body).toEqual({
        reason: 'no evidence',
      }),
    );
  });

  it('validates a new adjustment with the contracts schema, then sends it in minor units', async () => {
    const { handlers } = base('finance');
    const ops = mockOps({
      ...handlers,
      'GET /merchants/demo/adjustments': page([]),
      'GET /merchants/demo/vendors': [vendor('SABA', 'TRANSFER'), vendor('EVO', 'SEAMLESS')],
      'POST /merchants/demo/adjustments': (call: TMockCall) =>
        adjustment('9', { ...(call.body as Partial<TAdjustment>), status: 'PENDING_APPROVAL' }),
    });
    renderConsole('/demo/money/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New adjustment' });
    // Only a transfer-mode vendor's wallet holds money here.
    const wallet = within(dialog).getByLabelText('Wallet');
    await waitFor(() =>
      expect(within(wallet).getByRole('option', { name: 'Vendor SABA (SABA)' })).toBeInTheDocument(),
    );
    expect(within(wallet).queryByRole('option', { name: /EVO/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await within(dialog).findByText('Enter an amount with at most two decimals, e.g. 1500 or -25.50.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Amount'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText('The amount cannot be zero.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/adjustments')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Member username'), 'lin88');
    await user.selectOptions(wallet, 'SABA');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '-1,025.5');
    expect(within(dialog).getByText('Debits 1,025.50 from the wallet.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    expect(
      await screen.findByText("Adjustment no. 9 awaits a second operator's approval."),
    ).toBeInTheDocument();
    const body = ops.callsTo('POST /merchants/demo/adjustments')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'lin88',
      walletCode: 'SABA',
      amount: -102550,
      reason: 'chargeback',
    });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('opens the form for the member whose profile asked for it (?adjust=)', async () => {
    const { handlers } = base('finance');
    mockOps({
      ...handlers,
      'GET /merchants/demo/adjustments': page([]),
      'GET /merchants/demo/vendors': [],
    });
    const { router } = renderConsole('/demo/money/adjustments?adjust=linkai');
    const dialog = await screen.findByRole('dialog', { name: 'New adjustment' });
    expect(within(dialog).getByLabelText('Member username')).toHaveValue('linkai');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the auditor the list without a new adjustment, approve or reject', async () => {
    const { handlers } = base('auditor');
    mockOps({ ...handlers, 'GET /merchants/demo/adjustments': page([adjustment('1')]) });
    renderConsole('/demo/money/adjustments');
    expect(await screen.findByText('member1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New adjustment|Approve|Reject/ })).not.toBeInTheDocument();
  });
});
