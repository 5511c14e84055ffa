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

// Above the merchant's limit a withdrawal's approval and its payment are two different operators' (issue 15).

const LIMIT = 200_000;

let t: TTestApp;
type TFinance = TOps & { id: bigint };
let alice: TFinance;
let bob: TFinance;
const makeFinance = async (): Promise<TFinance> => {
  const operator = await makeLoggedInOperator(t.db, { role: 'finance' });
  return { id: operator.id, token: operator.token, merchantCode: 'demo' };
};
const status = (id: string) =>
  t.db.selectFrom('withdrawal').select(['status', 'approved_by', 'paid_by']).where('id', '=', BigInt(id));

beforeAll(async () => {
  t = await createTestApp();
  const owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  await setDualControl(t, owner.token, 'demo', { withdrawalSingleOperatorMax: LIMIT });
  alice = await makeFinance();
  bob = await makeFinance();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

describe('withdrawals above the single-operator limit', () => {
  it('cannot be approved and paid by one operator; the refusal is audited and nothing moves', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const id = await withdraw(t, member, LIMIT + 1);
    expect((await opsAction(t, alice, id, 'approve')).statusCode).toBe(200);

    expectFailure(await opsAction(t, alice, id, 'paid'), 403, 'SECOND_OPERATOR_REQUIRED', {
      rule: 'withdrawal',
      basis: 'AMOUNT',
      limit: String(LIMIT),
    });
    expect((await status(id).executeTakeFirstOrThrow()).status).toBe('APPROVED');
    expect(await mainAccount(t, member)).toEqual({ balance: 1_000_000n, held: BigInt(LIMIT + 1) });
    const trail = await auditTrail(t, `withdrawal:${id}`);
    expect(trail.map((row) => row.action)).toEqual(['withdrawal.approve', 'dual-control.refuse']);
    expect(trail[0]!.after).toMatchObject({ status: 'APPROVED', isSecondOperatorRequired: true });
    expect(trail[1]!.after).toEqual({ rule: 'withdrawal', basis: 'AMOUNT', limit: String(LIMIT) });
  });

  it('is paid by a second operator', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const id = await withdraw(t, member, 500_000);
    expect((await opsAction(t, alice, id, 'approve')).statusCode).toBe(200);
    const paid = await opsAction(t, bob, id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'PAID' });
    expect(await mainAccount(t, member)).toEqual({ balance: 500_000n, held: 0n });
    const trail = await auditTrail(t, `withdrawal:${id}`);
    expect(trail.map((row) => [row.action, row.operator_id])).toEqual([
      ['withdrawal.approve', alice.id],
      ['withdrawal.paid', bob.id],
    ]);
    expect(trail[1]!.after).toMatchObject({ approvedBy: String(alice.id), isSecondOperatorRequired: true });
  });

  it('up to the limit one operator still approves and pays', async () => {
    const member = await makeWithdrawer(t, 1_000_000n);
    const id = await withdraw(t, member, LIMIT);
    expect((await opsAction(t, alice, id, 'approve')).statusCode).toBe(200);
    const paid = await opsAction(t, alice, id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await status(id).executeTakeFirstOrThrow()).toEqual({
      status: 'PAID',
      approved_by: alice.id,
      paid_by: alice.id,
    });
  });

  it('lets the approver and a colleague race to pay: the colleague pays once, the approver is refused', async () => {
    const member = await makeWithdrawer(t, 3_000_000n);
    const ids = [];
    for (let n = 0; n < 4; n++) ids.push(await withdraw(t, member, 400_000));
    for (const id of ids) expect((await opsAction(t, alice, id, 'approve')).statusCode).toBe(200);
    const answers = await Promise.all(
      ids.flatMap((id) => [opsAction(t, alice, id, 'paid'), opsAction(t, bob, id, 'paid')]),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code));
    // Alice is refused whether she comes first or second (after Bob, the withdrawal is no longer APPROVED).
    for (let n = 0; n < ids.length; n++) {
      expect(codes[2 * n + 1], `bob on ${ids[n]}`).toBe('OK');
      expect(['SECOND_OPERATOR_REQUIRED', 'INVALID_STATE']).toContain(codes[2 * n]);
      expect(await status(ids[n]!).executeTakeFirstOrThrow()).toMatchObject({ paid_by: bob.id });
    }
    expect(await mainAccount(t, member)).toEqual({ balance: 1_400_000n, held: 0n });
  });
});
