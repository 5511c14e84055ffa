import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditTrail, setDualControl } from '../dual-control/dual-control.factories.js';
import { auditLedger, readMemberBalances } from '../ledger/index.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { makeBankMethod, makePendingBankDeposit, type TTestMethod } from './payments.factories.js';

// Splitting a large manual deposit into pieces each under the single-operator limit is stopped by a daily
// total of what one operator credits alone (issue 15): past it the deposit takes the two-operator path.

const SINGLE = 100_000;
const DAILY = 250_000;
const DAILY_REFUSAL = { rule: 'deposit', basis: 'DAILY_TOTAL', limit: String(DAILY) };

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
let t: TTestApp;
let bank: TTestMethod;
let owner: TOp;
beforeAll(async () => {
  t = await createTestApp();
  bank = await makeBankMethod(t.db, await demoMerchantId(t.db));
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  await setDualControl(t, owner.token, 'demo', {
    depositSingleOperatorMax: SINGLE,
    depositDailySingleOperatorMax: DAILY,
  });
});
afterAll(async () => {
  expect((await auditLedger(t.db)).problems).toEqual([]);
  await t.close();
});

const finance = () => makeLoggedInOperator(t.db, { role: 'finance' });
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

/** Credits a deposit of `amount` by one approval of `op`. */
async function creditAlone(op: TOp, amount: number): Promise<void> {
  const { depositId } = await pendingDeposit(amount);
  const res = await approve(op, depositId);
  expect(res.json().value, res.body).toMatchObject({ status: 'CREDITED', firstApprovedBy: null });
}

describe('the daily total one operator credits alone in manual deposits', () => {
  it('sends the deposit that would pass it to a second operator', async () => {
    const [alice, bob] = [await finance(), await finance()];
    for (const amount of [SINGLE, SINGLE, 50_000]) await creditAlone(alice, amount);

    // 250 000 credited alone today: the next one needs a first approval and a second operator.
    const { member, depositId } = await pendingDeposit(10_000);
    const first = await approve(alice, depositId);
    expect(first.json().value).toMatchObject({
      status: 'PENDING_REVIEW',
      firstApprovedBy: String(alice.id),
      reviewedBy: null,
    });
    expectFailure(await approve(alice, depositId), 403, 'SECOND_OPERATOR_REQUIRED', DAILY_REFUSAL);
    expect(await mainBalance(member.id)).toBe(0n);

    const second = await approve(bob, depositId);
    expect(second.json().value).toMatchObject({ status: 'CREDITED', reviewedBy: String(bob.id) });
    expect(await mainBalance(member.id)).toBe(10_000n);

    const trail = await auditTrail(t, `deposit:${depositId}`);
    expect(trail.map((row) => [row.action, row.operator_id])).toEqual([
      ['deposit.approve-first', alice.id],
      ['dual-control.refuse', alice.id],
      ['deposit.approve', bob.id],
    ]);
    expect(trail[0]!.after).toMatchObject({ basis: 'DAILY_TOTAL', limit: String(DAILY) });
    expect(trail[1]!.after).toEqual(DAILY_REFUSAL);
    // Credited by a second operator: it counts for neither, so Bob still credits a full day alone.
    await creditAlone(bob, SINGLE);
    await creditAlone(bob, SINGLE);
    await creditAlone(bob, 50_000);
  });

  it('counts today only; what fits exactly is still credited alone', async () => {
    const alice = await finance();
    await creditAlone(alice, SINGLE);
    await creditAlone(alice, SINGLE);
    const { depositId } = await pendingDeposit(50_001);
    expect((await approve(alice, depositId)).json().value).toMatchObject({ status: 'PENDING_REVIEW' });
    await creditAlone(alice, 50_000);

    // What Alice credited alone yesterday does not count today.
    await t.db
      .updateTable('deposit')
      .set({ updated_at: new Date(Date.now() - 86_400_000) })
      .where('reviewed_by', '=', alice.id)
      .execute();
    await creditAlone(alice, SINGLE);
  });

  it('a deposit that waits for a second operator keeps waiting when the limits are raised', async () => {
    const alice = await finance();
    await creditAlone(alice, SINGLE);
    await creditAlone(alice, SINGLE);
    const { depositId } = await pendingDeposit(SINGLE);
    expect((await approve(alice, depositId)).json().value).toMatchObject({ status: 'PENDING_REVIEW' });
    const { depositId: large } = await pendingDeposit(SINGLE + 1);
    expect((await approve(alice, large)).json().value).toMatchObject({ status: 'PENDING_REVIEW' });

    await setDualControl(t, owner.token, 'demo', {
      depositSingleOperatorMax: 10 * SINGLE,
      depositDailySingleOperatorMax: 10 * DAILY,
    });
    try {
      expectFailure(await approve(alice, depositId), 403, 'SECOND_OPERATOR_REQUIRED', {
        rule: 'deposit',
        basis: 'DAILY_TOTAL',
        limit: String(10 * DAILY),
      });
      expectFailure(await approve(alice, large), 403, 'SECOND_OPERATOR_REQUIRED', {
        rule: 'deposit',
        basis: 'AMOUNT',
        limit: String(10 * SINGLE),
      });
    } finally {
      await setDualControl(t, owner.token, 'demo', {
        depositSingleOperatorMax: SINGLE,
        depositDailySingleOperatorMax: DAILY,
      });
    }
  });

  it('holds when one operator approves many deposits at once', async () => {
    const carol = await finance();
    const deposits = [];
    for (let n = 0; n < 5; n++) deposits.push(await pendingDeposit(SINGLE));
    const answers = await Promise.all(deposits.map(({ depositId }) => approve(carol, depositId)));
    const statuses = answers.map((res) => res.json().value?.status ?? res.json().code);
    expect(statuses.filter((s) => s === 'CREDITED')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'PENDING_REVIEW')).toHaveLength(3);
    const credited = await Promise.all(deposits.map(({ member }) => mainBalance(member.id)));
    expect(credited.reduce((sum, balance) => sum + balance, 0n)).toBe(BigInt(2 * SINGLE));
  });
});
