import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { accountRow } from '../ledger/ledger.factories.js';
import { systemAccount } from '../ledger/index.js';
import { expectFailure, headersOf } from '../member/security-centre.factories.js';
import {
  approveAndPay,
  expectLedgerClean,
  mainAccount,
  makeFinance,
  makeWalletMerchant,
  makeWithdrawer,
  opsAction,
  requestWithdrawal,
  withdraw,
  withdrawBody,
  type TOps,
} from './withdrawals.factories.js';

let t: TTestApp;
let finance: TOps;
beforeAll(async () => {
  t = await createTestApp();
  finance = await makeFinance(t);
});
afterAll(() => t.close());

const queue = (ops: TOps, query = '') =>
  t.app.inject({
    url: `/ops/merchants/${ops.merchantCode}/withdrawals${query}`,
    headers: { 'x-operator-token': ops.token },
  });
const withdrawalRow = (id: string) =>
  t.db.selectFrom('withdrawal').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
const holdOf = async (id: string) =>
  t.db
    .selectFrom('ledger_hold')
    .selectAll()
    .where('id', '=', (await withdrawalRow(id)).hold_id)
    .executeTakeFirstOrThrow();
const auditRows = (id: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'operator_id', 'before', 'after'])
    .where('target', '=', `withdrawal:${id}`)
    .orderBy('id')
    .execute();

describe('GET /ops/merchants/:code/withdrawals', () => {
  it('lists the queue oldest first with the member and the full bank account, filtered by status', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const first = await withdraw(t, member, 100_000);
    const second = await withdraw(t, member, 120_000);
    expect((await opsAction(t, finance, second, 'approve')).statusCode).toBe(200);
    const all = (await queue(finance, '?pageSize=100')).json().value;
    const mine = all.list.filter((w: { memberId: string }) => w.memberId === member.id.toString());
    expect(mine.map((w: { id: string }) => w.id)).toEqual([first, second]);
    const bank = await t.db
      .selectFrom('member_bank_account')
      .selectAll()
      .where('id', '=', BigInt(member.bankAccountId))
      .executeTakeFirstOrThrow();
    expect(mine[0]).toMatchObject({
      username: member.username,
      amount: 100_000,
      currency: 'VND',
      status: 'REQUESTED',
      accountNumber: bank.account_number,
      accountName: bank.account_name,
    });
    const requested = (await queue(finance, '?status=REQUESTED&pageSize=100')).json().value;
    expect(requested.list.every((w: { status: string }) => w.status === 'REQUESTED')).toBe(true);
    expect(requested.list.some((w: { id: string }) => w.id === second)).toBe(false);
    expect((await queue(finance, '?status=NOPE')).statusCode).toBe(400);
  });

  it('is for owner and finance of the merchant only', async () => {
    const support = await makeLoggedInOperator(t.db, { role: 'support' });
    expectFailure(await queue({ token: support.token, merchantCode: 'demo' }), 403, 'FORBIDDEN');
    const other = await makeWalletMerchant(t, {});
    const scoped = await makeLoggedInOperator(t.db, { role: 'finance', merchants: [other.code] });
    expectFailure(await queue({ token: scoped.token, merchantCode: 'demo' }), 403, 'FORBIDDEN');
    expectFailure(await queue({ token: finance.token, merchantCode: 'no-such' }), 404, 'NOT_FOUND');
    expectFailure(
      await queue({ token: 'x'.repeat(10), merchantCode: 'demo' }),
      401,
      'OPERATOR_NOT_LOGGED_IN',
    );
  });
});

describe('operator actions', () => {
  it('approves then pays: the hold is posted to the payout account, in the audit log', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const id = await withdraw(t, member, 300_000);
    const approved = await opsAction(t, finance, id, 'approve', { reason: 'checked' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', approvedBy: expect.any(String) });
    expectFailure(await opsAction(t, finance, id, 'approve'), 409, 'INVALID_STATE', { status: 'APPROVED' });

    const payout = await systemAccount(t.db, {
      merchantId: member.merchantId,
      kind: 'WITHDRAWAL_PAYOUT',
      currency: 'VND',
    });
    const payoutBefore = await accountRow(t.db, payout);
    const paid = await opsAction(t, finance, id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({
      status: 'PAID',
      paidBy: expect.any(String),
      autoReceiveAt: expect.any(String),
    });
    expect(await mainAccount(t, member)).toEqual({ balance: 700_000n, held: 0n });
    expect((await accountRow(t.db, payout)).balance - payoutBefore.balance).toBe(300_000n);
    expect(await holdOf(id)).toMatchObject({ status: 'POSTED', posted_minor: 300_000n });
    const transaction = await t.db
      .selectFrom('ledger_transaction')
      .selectAll()
      .where('reference', '=', `withdrawal:${id}`)
      .executeTakeFirstOrThrow();
    expect(transaction.kind).toBe('WITHDRAWAL');
    expect((await withdrawalRow(id)).paid_at).not.toBeNull();
    expectFailure(await opsAction(t, finance, id, 'paid'), 409, 'INVALID_STATE');
    expectFailure(await opsAction(t, finance, id, 'reject', { reason: 'late' }), 409, 'INVALID_STATE');

    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['withdrawal.approve', 'withdrawal.paid']);
    expect(audit[0]!.after).toMatchObject({ status: 'APPROVED', reason: 'checked' });
    expect(audit[1]!.before).toEqual({ status: 'APPROVED' });
    await expectLedgerClean(t);
  });

  it('rejects with a reason: the hold is voided and the money is available again', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const requested = await withdraw(t, member, 400_000);
    const approved = await withdraw(t, member, 100_000);
    expect((await opsAction(t, finance, approved, 'approve')).statusCode).toBe(200);
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 500_000n });

    expectFailure(await opsAction(t, finance, requested, 'reject', {}), 400, 'VALIDATION_FAILED');
    expectFailure(
      await opsAction(t, finance, requested, 'reject', { reason: '   ' }),
      400,
      'VALIDATION_FAILED',
    );
    for (const id of [requested, approved]) {
      const res = await opsAction(t, finance, id, 'reject', { reason: 'name on the account differs' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ status: 'REJECTED', reason: 'name on the account differs' });
      expect(await holdOf(id)).toMatchObject({ status: 'VOIDED' });
    }
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 0n });
    const overview = await t.app.inject({
      url: '/wps/member/withdrawals/overview',
      headers: headersOf(member),
    });
    expect(overview.json().value).toMatchObject({ availBalance: 1_000_000, usedToday: 0 });
    const list = await t.app.inject({ url: '/wps/member/withdrawals', headers: headersOf(member) });
    expect(list.json().value.list[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'name on the account differs',
    });
    expectFailure(await opsAction(t, finance, requested, 'approve'), 409, 'INVALID_STATE');
    expect((await auditRows(requested)).map((row) => row.action)).toEqual(['withdrawal.reject']);
    await expectLedgerClean(t);
  });

  it('lets exactly one of racing operators win (approve, paid, and reject against paid)', async () => {
    const member = await makeWithdrawer(t, 3_000_000n);
    const other = await makeFinance(t);
    const id = await withdraw(t, member, 500_000);
    const approvals = await Promise.all(
      Array.from({ length: 6 }, (_, n) => opsAction(t, n % 2 ? other : finance, id, 'approve')),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.json().code === 'INVALID_STATE')).toHaveLength(5);

    const payments = await Promise.all(
      Array.from({ length: 6 }, (_, n) => opsAction(t, n % 2 ? other : finance, id, 'paid')),
    );
    expect(payments.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(payments.filter((r) => r.json().code === 'INVALID_STATE')).toHaveLength(5);
    expect(await mainAccount(t, member)).toEqual({ balance: 2_500_000n, held: 0n });

    const racer = await withdraw(t, member, 700_000);
    expect((await opsAction(t, finance, racer, 'approve')).statusCode).toBe(200);
    const [paid, rejected] = await Promise.all([
      opsAction(t, finance, racer, 'paid'),
      opsAction(t, other, racer, 'reject', { reason: 'race' }),
    ]);
    expect([paid.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const row = await withdrawalRow(racer);
    expect(await mainAccount(t, member)).toEqual(
      row.status === 'PAID' ? { balance: 1_800_000n, held: 0n } : { balance: 2_500_000n, held: 0n },
    );
    const ledgerRows = await t.db
      .selectFrom('ledger_transaction')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('reference', '=', `withdrawal:${id}`)
      .executeTakeFirstOrThrow();
    expect(Number(ledgerRows.n)).toBe(1);
    await expectLedgerClean(t);
  });

  it("does not reach another merchant's withdrawal and answers bad ids and bodies with the 400 envelope", async () => {
    const merchant = await makeWalletMerchant(t, {});
    const member = await makeWithdrawer(t, 1_000_000n, {}, merchant);
    const id = await withdraw(t, member, 100_000);
    expectFailure(await opsAction(t, finance, id, 'approve'), 404, 'NOT_FOUND');
    expectFailure(await opsAction(t, finance, '999999999', 'approve'), 404, 'NOT_FOUND');
    expect((await opsAction(t, { ...finance, merchantCode: merchant.code }, id, 'approve')).statusCode).toBe(
      200,
    );
    for (const [path, body] of [
      ['abc/approve', {}],
      [`${id}/paid`, { reason: 5 }],
      [`${id}/resolve-dispute`, { outcome: 'MAYBE', reason: 'x' }],
      [`${id}/resolve-dispute`, { outcome: 'RECEIVED' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/ops/merchants/${merchant.code}/withdrawals/${path}`,
        headers: { 'x-operator-token': finance.token },
        payload: body,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/${merchant.code}/withdrawals/${id}/reject`,
      headers: { 'x-operator-token': finance.token, 'content-type': 'application/json' },
      payload: '{"reason"',
    });
    expectFailure(garbage, 400, 'BAD_REQUEST');
  });

  it('a paid withdrawal leaves the daily limit used; more than available still refused after payouts', async () => {
    const member = await makeWithdrawer(t, 600_000n);
    const id = await withdraw(t, member, 500_000);
    await approveAndPay(t, finance, id);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 100_001)),
      400,
      'INSUFFICIENT_FUNDS',
      {
        balance: '100000',
      },
    );
    await expectLedgerClean(t);
  });
});
