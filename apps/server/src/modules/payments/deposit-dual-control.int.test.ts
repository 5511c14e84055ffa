import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditTrail, setDualControl } from '../dual-control/dual-control.factories.js';
import { auditLedger, readMemberBalances } from '../ledger/index.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { makeBankMethod, makePendingBankDeposit, type TTestMethod } from './payments.factories.js';

// Above the merchant's limit a manual bank deposit is approved by two different operators (issue 15).

const LIMIT = 100_000;

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
let t: TTestApp;
let bank: TTestMethod;
let alice: TOp;
let bob: TOp;
beforeAll(async () => {
  t = await createTestApp();
  bank = await makeBankMethod(t.db, await demoMerchantId(t.db));
  const owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  await setDualControl(t, owner.token, 'demo', { depositSingleOperatorMax: LIMIT });
  alice = await makeLoggedInOperator(t.db, { role: 'finance' });
  bob = await makeLoggedInOperator(t.db, { role: 'finance' });
});
afterAll(async () => {
  expect((await auditLedger(t.db)).problems).toEqual([]);
  await t.close();
});

const pendingDeposit = (amount: number) => makePendingBankDeposit(t, bank, amount);

const approve = (op: TOp, depositId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/merchants/demo/deposits/${depositId}/approve`,
    headers: { 'x-operator-token': op.token },
    payload: { reason: 'proof checked' },
  });
const mainBalance = async (memberId: bigint) =>
  (await readMemberBalances(t.db, memberId)).find((b) => b.walletCode === 'MAIN')?.balanceMinor ?? 0n;

describe('manual deposits above the single-operator limit', () => {
  it('wait after the first approval, refuse the same operator again, and are credited by a second', async () => {
    const { member, depositId } = await pendingDeposit(LIMIT + 1);

    const first = await approve(alice, depositId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: 'PENDING_REVIEW',
      firstApprovedBy: String(alice.id),
      reviewedBy: null,
    });
    expect(await mainBalance(member.id)).toBe(0n);

    expectFailure(await approve(alice, depositId), 403, 'SECOND_OPERATOR_REQUIRED', {
      rule: 'deposit',
      basis: 'AMOUNT',
      limit: String(LIMIT),
    });
    expect(await mainBalance(member.id)).toBe(0n);

    const second = await approve(bob, depositId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().value).toMatchObject({
      status: 'CREDITED',
      firstApprovedBy: String(alice.id),
      reviewedBy: String(bob.id),
    });
    expect(await mainBalance(member.id)).toBe(BigInt(LIMIT + 1));

    const trail = await auditTrail(t, `deposit:${depositId}`);
    expect(trail.map((row) => [row.action, row.operator_id])).toEqual([
      ['deposit.approve-first', alice.id],
      ['dual-control.refuse', alice.id],
      ['deposit.approve', bob.id],
    ]);
    expect(trail[2]!.after).toMatchObject({ status: 'CREDITED', firstApprovedBy: String(alice.id) });
  });

  it('up to the limit are credited by one approval', async () => {
    const { member, depositId } = await pendingDeposit(LIMIT);
    const res = await approve(alice, depositId);
    expect(res.json().value).toMatchObject({ status: 'CREDITED', firstApprovedBy: null });
    expect(await mainBalance(member.id)).toBe(BigInt(LIMIT));
  });

  it('the same operator approving twice at once never credits', async () => {
    const { member, depositId } = await pendingDeposit(300_000);
    const answers = await Promise.all([approve(alice, depositId), approve(alice, depositId)]);
    expect(answers.map((res) => res.json().code ?? res.json().value.status).sort()).toEqual([
      'PENDING_REVIEW',
      'SECOND_OPERATOR_REQUIRED',
    ]);
    expect(await mainBalance(member.id)).toBe(0n);
  });

  it('the table itself refuses a credit by the first approver', async () => {
    const { depositId } = await pendingDeposit(LIMIT + 5);
    expect((await approve(alice, depositId)).statusCode).toBe(200);
    await expect(
      t.db
        .updateTable('deposit')
        .set({ status: 'CREDITED', reviewed_by: alice.id })
        .where('id', '=', BigInt(depositId))
        .execute(),
    ).rejects.toThrow(/deposit_two_operators/);
  });
});
