import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, type TTestMember } from '../../test/member-factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditTrail, setDualControl } from '../dual-control/dual-control.factories.js';
import { expectLedgerClean, newRequestId } from './wallet.factories.js';

// Splitting an adjustment into pieces under the per-adjustment threshold is stopped by a daily total of what
// one operator applies alone (issue 15). The per-adjustment threshold stays the demo's 10 000 000.

const DAILY = 25_000;

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  await setDualControl(t, owner.token, 'demo', { adjustmentDailySingleOperatorMax: DAILY });
});
afterAll(async () => {
  await expectLedgerClean(t.db);
  await t.close();
});

const adjust = (op: TOp, member: TTestMember, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/merchants/demo/adjustments',
    headers: { 'x-operator-token': op.token },
    payload: {
      username: member.username,
      walletCode: 'MAIN',
      amount,
      reason: 'split',
      requestId: newRequestId(),
    },
  });
const approve = (op: TOp, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/merchants/demo/adjustments/${id}/approve`,
    headers: { 'x-operator-token': op.token },
  });
const mainBalance = async (member: TTestMember) =>
  (
    await t.db
      .selectFrom('ledger_account')
      .select('balance_minor')
      .where('member_id', '=', member.id)
      .where('wallet_code', '=', 'MAIN')
      .executeTakeFirst()
  )?.balance_minor ?? 0n;
const finance = () => makeLoggedInOperator(t.db, { role: 'finance' });

describe('the daily total an operator applies alone', () => {
  it('sends the piece that would pass it to a second operator, whatever the sign', async () => {
    const [alice, bob] = [await finance(), await finance()];
    const member = await makeMember(t.db);
    for (const amount of [10_000, 10_000, -4_000]) {
      const res = await adjust(alice, member, amount);
      expect(res.json().value, String(amount)).toMatchObject({ status: 'APPLIED', approvalRule: null });
    }
    // 24 000 applied alone (a debit counts by its size): 2 000 more would pass 25 000.
    const held = (await adjust(alice, member, 2_000)).json().value;
    expect(held).toMatchObject({
      status: 'PENDING_APPROVAL',
      approvalRule: 'DAILY_TOTAL',
      transactionId: null,
    });
    expect(await mainBalance(member)).toBe(16_000n);
    // What still fits is applied: the total never passes the limit.
    expect((await adjust(alice, member, 1_000)).json().value).toMatchObject({ status: 'APPLIED' });
    expect((await adjust(alice, member, 1)).json().value).toMatchObject({ approvalRule: 'DAILY_TOTAL' });

    const audit = await auditTrail(t, `adjustment:${held.id}`);
    expect(audit[0]).toMatchObject({
      action: 'adjustment.request',
      operator_id: alice.id,
      after: { status: 'PENDING_APPROVAL', approvalRule: 'DAILY_TOTAL', appliedAloneToday: '24000' },
    });

    // The second operator applies it; it does not count as applied alone, for either of them.
    const approved = await approve(bob, held.id);
    expect(approved.json().value).toMatchObject({ status: 'APPLIED', approvalRule: 'DAILY_TOTAL' });
    expect(await mainBalance(member)).toBe(19_000n);
    expect((await adjust(bob, member, DAILY)).json().value).toMatchObject({ status: 'APPLIED' });
  });

  it('counts each operator apart, and the per-adjustment threshold still comes first', async () => {
    const [alice, bob] = [await finance(), await finance()];
    const member = await makeMember(t.db);
    expect((await adjust(alice, member, DAILY)).json().value).toMatchObject({ status: 'APPLIED' });
    expect((await adjust(bob, member, DAILY)).json().value).toMatchObject({ status: 'APPLIED' });
    expect((await adjust(bob, member, 10_000_001)).json().value).toMatchObject({ approvalRule: 'AMOUNT' });
  });

  it('lets racing requests of one operator apply no more than the limit alone', async () => {
    const alice = await finance();
    const member = await makeMember(t.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(alice, member, 5_000)));
    const statuses = answers.map((res) => res.json().value.status);
    expect(statuses.filter((s) => s === 'APPLIED')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'PENDING_APPROVAL')).toHaveLength(3);
    expect(await mainBalance(member)).toBe(BigInt(DAILY));
  });
});
