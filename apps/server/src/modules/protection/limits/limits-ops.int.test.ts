import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import {
  makeOtherMerchant,
  expectFailure,
  makeLoggedInMember,
} from '../../member/security-centre.factories.js';
import { makeMembersOperator, type TOpsCaller } from '../../member/ops/member-ops.factories.js';
import { backdateWaitingChanges, setLimit } from './limits.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const listPath = (query = '') => `/merchants/demo/protection/limits${query}`;

describe('GET /ops/merchants/:code/protection/limits', () => {
  let owner: TOpsCaller;
  let username: string;
  let memberId: string;

  beforeAll(async () => {
    owner = (await makeMembersOperator(t, 'owner')).call;
    const member = await makeLoggedInMember(t);
    username = member.username;
    memberId = member.id.toString();
    await setLimit(t, member, { kind: 'deposit', period: 'day', amount: 10_000 });
    await setLimit(t, member, { kind: 'deposit', period: 'day', amount: 30_000 });
    await setLimit(t, member, { kind: 'loss', period: 'week', amount: 5_000 });
    // A removal whose day has passed: nothing left in force, not listed.
    await setLimit(t, member, { kind: 'wager', period: 'month', amount: 7_000 });
    await setLimit(t, member, { kind: 'wager', period: 'month', amount: null });
    await t.db
      .updateTable('protection_limit')
      .set({ pending_effective_at: new Date(Date.now() - 60_000) })
      .where('member_id', '=', member.id)
      .where('kind', '=', 'wager')
      .execute();
  });

  it('lists the limits in force and waiting with the username, filtered by username and kind', async () => {
    const res = await owner('GET', listPath(`?username=${username}`));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value;
    expect(page.total).toBe(2);
    const byKind = Object.fromEntries(page.list.map((row: { kind: string }) => [row.kind, row]));
    expect(byKind.deposit).toMatchObject({
      memberId,
      username,
      period: 'day',
      amount: 10_000,
      pendingAmount: 30_000,
    });
    expect(Date.parse(byKind.deposit.pendingEffectiveAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(byKind.loss).toMatchObject({ amount: 5_000, pendingAmount: null, pendingEffectiveAt: null });

    const losses = (await owner('GET', listPath(`?username=${username}&kind=loss`))).json().value;
    expect(losses.list.map((row: { kind: string }) => row.kind)).toEqual(['loss']);
    const byId = (await owner('GET', listPath(`?memberId=${memberId}`))).json().value;
    expect(byId.total).toBe(2);
  });

  it('shows a waiting increase as in force once its time has come', async () => {
    const member = await makeLoggedInMember(t);
    await setLimit(t, member, { kind: 'deposit', period: 'month', amount: 1_000 });
    await setLimit(t, member, { kind: 'deposit', period: 'month', amount: 2_000 });
    await backdateWaitingChanges(t, member.id, 25);
    const page = (await owner('GET', listPath(`?memberId=${member.id}`))).json().value;
    expect(page.list).toEqual([
      expect.objectContaining({ amount: 2_000, pendingAmount: null, pendingEffectiveAt: null }),
    ]);
  });

  it('is read by the roles of the protection area and the auditor, not by content nor outside the merchant scope', async () => {
    // The auditor reads every area.
    for (const role of ['finance', 'support', 'auditor'] as const)
      expect((await (await makeMembersOperator(t, role)).call('GET', listPath())).statusCode).toBe(200);
    expectFailure(await (await makeMembersOperator(t, 'content')).call('GET', listPath()), 403, 'FORBIDDEN');
    const other = await makeOtherMerchant(t);
    const scoped = await makeMembersOperator(t, 'owner', [other.code]);
    expectFailure(await scoped.call('GET', listPath()), 403, 'FORBIDDEN');
    expectFailure(await owner('GET', listPath('?kind=bets')), 400, 'VALIDATION_FAILED');
  });
});
