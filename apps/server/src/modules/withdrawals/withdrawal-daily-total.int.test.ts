import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditTrail, setDualControl } from '../dual-control/dual-control.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import {
  expectLedgerClean,
  mainAccount,
  makeWithdrawer,
  opsAction,
  withdraw,
  type TOps,
} from './withdrawals.factories.js';

// Splitting a payout into withdrawals each under the single-operator limit is stopped by a daily total of what
// one operator approves and pays alone (issue 15).

const SINGLE = 200_000;
const DAILY = 500_000;
const DAILY_REFUSAL = { rule: 'withdrawal', basis: 'DAILY_TOTAL', limit: String(DAILY) };

let t: TTestApp;
type TFinance = TOps & { id: bigint };
const finance = async (): Promise<TFinance> => {
  const operator = await makeLoggedInOperator(t.db, { role: 'finance' });
  return { id: operator.id, token: operator.token, merchantCode: 'demo' };
};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  await setDualControl(t, owner.token, 'demo', {
    withdrawalSingleOperatorMax: SINGLE,
    withdrawalDailySingleOperatorMax: DAILY,
  });
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

/** A fresh member's withdrawal of `amount`, approved by `approver`; answers its id. */
async function approved(approver: TFinance, amount: number): Promise<string> {
  const member = await makeWithdrawer(t, 1_000_000n);
  const id = await withdraw(t, member, amount);
  const res = await opsAction(t, approver, id, 'approve');
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const statusOf = async (id: string) =>
  (
    await t.db
      .selectFrom('withdrawal')
      .select(['status', 'paid_by'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow()
  ).status;

describe('the daily total one operator approves and pays alone', () => {
  it('sends the withdrawal that would pass it to a second operator', async () => {
    const [alice, bob] = [await finance(), await finance()];
    for (const amount of [SINGLE, SINGLE, 100_000]) {
      const id = await approved(alice, amount);
      const paid = await opsAction(t, alice, id, 'paid');
      expect(paid.statusCode, `${amount}: ${paid.body}`).toBe(200);
    }
    // 500 000 paid alone today: even the smallest withdrawal more passes the daily limit.
    const member = await makeWithdrawer(t, 1_000_000n);
    const id = await withdraw(t, member, 10_000);
    expect((await opsAction(t, alice, id, 'approve')).statusCode).toBe(200);
    expectFailure(await opsAction(t, alice, id, 'paid'), 403, 'SECOND_OPERATOR_REQUIRED', DAILY_REFUSAL);
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: 10_000n });

    const paid = await opsAction(t, bob, id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await mainAccount(t, member)).toEqual({ balance: 990_000n, held: 0n });
    const trail = await auditTrail(t, `withdrawal:${id}`);
    expect(trail.map((row) => [row.action, row.operator_id])).toEqual([
      ['withdrawal.approve', alice.id],
      ['dual-control.refuse', alice.id],
      ['withdrawal.paid', bob.id],
    ]);
    expect(trail[1]!.after).toEqual(DAILY_REFUSAL);
  });

  it('counts only what one operator both approved and paid, each operator apart, today only', async () => {
    const [alice, bob] = [await finance(), await finance()];
    for (let n = 0; n < 2; n++) {
      const id = await approved(alice, SINGLE);
      expect((await opsAction(t, alice, id, 'paid')).statusCode).toBe(200);
    }
    // Approved by Bob: Alice pays it with a second operator in the loop; it counts for neither.
    const bobs = await approved(bob, SINGLE);
    expect((await opsAction(t, alice, bobs, 'paid')).statusCode).toBe(200);
    // Alice: 400 000 alone, 100 000 left; Bob: nothing alone yet.
    const fits = await approved(alice, 100_000);
    const over = await approved(alice, 100_001);
    expectFailure(await opsAction(t, alice, over, 'paid'), 403, 'SECOND_OPERATOR_REQUIRED', DAILY_REFUSAL);
    expect((await opsAction(t, alice, fits, 'paid')).statusCode).toBe(200);
    const bobAlone = await approved(bob, SINGLE);
    expect((await opsAction(t, bob, bobAlone, 'paid')).statusCode).toBe(200);

    // What Alice paid alone yesterday does not count today.
    await t.db
      .updateTable('withdrawal')
      .set({ paid_at: new Date(Date.now() - 86_400_000) })
      .where('paid_by', '=', alice.id)
      .execute();
    expect((await opsAction(t, alice, over, 'paid')).statusCode).toBe(200);
  });

  it('the single-operator limit still comes first, with its own basis', async () => {
    const alice = await finance();
    const id = await approved(alice, SINGLE + 1);
    expectFailure(await opsAction(t, alice, id, 'paid'), 403, 'SECOND_OPERATOR_REQUIRED', {
      rule: 'withdrawal',
      basis: 'AMOUNT',
      limit: String(SINGLE),
    });
  });

  it('holds when one operator pays many withdrawals at once', async () => {
    const carol = await finance();
    const ids = [];
    for (let n = 0; n < 5; n++) ids.push(await approved(carol, SINGLE));
    const answers = await Promise.all(ids.map((id) => opsAction(t, carol, id, 'paid')));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(2);
    expect(codes.filter((code) => code === 'SECOND_OPERATOR_REQUIRED')).toHaveLength(3);
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((status) => status === 'PAID')).toHaveLength(2);
    const refusals = (await Promise.all(ids.map((id) => auditTrail(t, `withdrawal:${id}`))))
      .flat()
      .filter((row) => row.action === 'dual-control.refuse');
    expect(refusals).toHaveLength(3);
    for (const row of refusals) expect(row).toMatchObject({ operator_id: carol.id, after: DAILY_REFUSAL });
  });
});
