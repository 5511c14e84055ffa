import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { protectionClient } from './exclusions.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const p = protectionClient(() => t);
const DAY_MS = 86_400_000;
type TStaff = { token: string };
const base = '/ops/merchants/demo/protection/exclusions';

const ops = (staff: TStaff, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-operator-token': staff.token },
    ...(payload ? { payload } : {}),
  });

/** A member of the demo merchant in `duration` of self-exclusion (or a time-out); answers the exclusion id. */
async function excludedMember(kind: 'time_out' | 'indefinite' = 'indefinite') {
  const member = await makeLoggedInMember(t);
  const res =
    kind === 'time_out' ? await p.timeOut(member, '30d') : await p.selfExclude(member, 'indefinite');
  expect(res.statusCode, res.body).toBe(200);
  return { member, id: res.json().value.id as string };
}

describe('operators: exclusions', () => {
  it('lifts an indefinite self-exclusion only with a second operator, 7 days after the request', async () => {
    const { member, id } = await excludedMember();
    const [first, second] = await Promise.all([
      makeLoggedInOperator(t.db, { role: 'support' }),
      makeLoggedInOperator(t.db, { role: 'owner' }),
    ]);
    const listed = await ops(first, 'GET', `${base}?username=${member.username}`);
    expect(listed.json().value).toMatchObject({
      total: 1,
      list: [{ id, status: 'active', until: null, liftRequest: null, username: member.username }],
    });

    const asked = await ops(first, 'POST', `${base}/${id}/lift`, { reason: 'Member asked support, checked' });
    expect(asked.statusCode, asked.body).toBe(200);
    const liftRequest = asked.json().value.liftRequest;
    expect(liftRequest).toMatchObject({ reason: 'Member asked support, checked' });
    expectFailure(
      await ops(first, 'POST', `${base}/${id}/lift`, { reason: 'again, please' }),
      409,
      'INVALID_STATE',
    );

    const alone = await ops(first, 'POST', `${base}/${id}/lift/approve`);
    expectFailure(alone, 403, 'SECOND_OPERATOR_REQUIRED');
    const refusals = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `exclusion:${id}`)
      .execute();
    expect(refusals.map((r) => r.action)).toEqual([
      'protection.exclusion-lift-request',
      'dual-control.refuse',
    ]);

    const approved = await ops(second, 'POST', `${base}/${id}/lift/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const value = approved.json().value;
    expect(value).toMatchObject({
      status: 'lifted',
      liftRequest: null,
      reopenRequestedAt: liftRequest.requestedAt,
    });
    expect(Date.parse(value.reopensAt) - Date.parse(liftRequest.requestedAt)).toBe(7 * DAY_MS);
    expect((await p.login({ username: member.username, password: member.password })).json().code).toBe(
      'SELF_EXCLUDED',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'protection.exclusion-lift-approve')
      .where('target', '=', `exclusion:${id}`)
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ status: 'active', reopensAt: null });
    expect(audit.after).toMatchObject({ status: 'lifted', reopensAt: value.reopensAt });

    await p.backdateExclusion(member.id, 24 * 7 + 1);
    expect((await p.login({ username: member.username, password: member.password })).statusCode).toBe(200);
    expectFailure(
      await ops(second, 'POST', `${base}/${id}/lift`, { reason: 'nothing left' }),
      404,
      'EXCLUSION_NOT_FOUND',
    );
  });

  it('ends a time-out at once when approved; a rejected request changes nothing', async () => {
    const { member, id } = await excludedMember('time_out');
    const [first, second] = await Promise.all([
      makeLoggedInOperator(t.db, { role: 'support' }),
      makeLoggedInOperator(t.db, { role: 'support' }),
    ]);
    await ops(first, 'POST', `${base}/${id}/lift`, { reason: 'Entered by mistake' });
    const rejected = await ops(second, 'POST', `${base}/${id}/lift/reject`);
    expect(rejected.json().value).toMatchObject({ status: 'active', liftRequest: null });
    expect((await p.login({ username: member.username, password: member.password })).json().code).toBe(
      'TIMED_OUT',
    );

    await ops(first, 'POST', `${base}/${id}/lift`, { reason: 'Entered by mistake' });
    expect((await ops(second, 'POST', `${base}/${id}/lift/approve`)).json().value).toMatchObject({
      status: 'lifted',
    });
    expect((await p.login({ username: member.username, password: member.password })).statusCode).toBe(200);
    const ended = await ops(first, 'GET', `${base}?status=ended&username=${member.username}`);
    expect(ended.json().value.list).toMatchObject([{ id, status: 'lifted' }]);
    expect((await ops(first, 'GET', `${base}?username=${member.username}`)).json().value.total).toBe(0);
  });

  it('lets finance and auditors read only, and keeps each merchant to its operators', async () => {
    const { id } = await excludedMember();
    for (const role of ['finance', 'auditor'] as const) {
      const staff = await makeLoggedInOperator(t.db, { role });
      expect((await ops(staff, 'GET', base)).statusCode, role).toBe(200);
      expectFailure(
        await ops(staff, 'POST', `${base}/${id}/lift`, { reason: 'let me try' }),
        403,
        'FORBIDDEN',
      );
    }
    const other = await makeMerchant(t.db);
    const elsewhere = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
    expect((await ops(elsewhere, 'GET', base)).statusCode).toBe(403);
    const bad = await ops(await makeLoggedInOperator(t.db, { role: 'owner' }), 'POST', `${base}/${id}/lift`, {
      reason: 'no',
    });
    expect(bad.statusCode).toBe(400);
  });
});
