import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember, makeSession } from '../../../test/member-factories.js';
import { authTestClient, randomIp } from '../../auth/auth.factories.js';
import { expectFailure } from '../security-centre.factories.js';
import { auditOf, makeMembersOperator, sessionsOf, type TOpsCaller } from './member-ops.factories.js';

let t: TTestApp;
let owner: TOpsCaller;
let support: { id: bigint; call: TOpsCaller };
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  owner = (await makeMembersOperator(t, 'owner')).call;
  support = await makeMembersOperator(t, 'support');
});
afterAll(() => t.close());

const { login, memberInfo } = authTestClient(() => t);
const memberPath = (memberId: bigint, rest = '') => `/merchants/demo/members/${memberId}${rest}`;
const memberRow = (memberId: bigint) =>
  t.db.selectFrom('member').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();

describe('POST /ops/merchants/:code/members/:memberId/lock and /unlock', () => {
  it('locks: every session ends and login is refused; unlocking lets the member log in again', async () => {
    const member = await makeMember(t.db);
    const ip = randomIp();
    const first = await login({ username: member.username, password: member.password }, ip);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().value.token as string;
    await makeSession(t.ctx, member);
    expect(await sessionsOf(t, member.id)).toHaveLength(2);

    const locked = await support.call('POST', memberPath(member.id, '/lock'), { reason: ' chargeback ' });
    expect(locked.statusCode, locked.body).toBe(200);
    const supportName = (
      await t.db
        .selectFrom('operator')
        .select('username')
        .where('id', '=', support.id)
        .executeTakeFirstOrThrow()
    ).username;
    expect(locked.json().value).toEqual({
      status: {
        isLocked: true,
        lockedAt: expect.any(String),
        lockedReason: 'chargeback',
        lockedBy: supportName,
      },
      endedSessions: 2,
    });
    expect(await sessionsOf(t, member.id)).toHaveLength(0);
    expect((await memberInfo(token)).statusCode).toBe(401);
    expect(await memberRow(member.id)).toMatchObject({
      is_disabled: true,
      disabled_reason: 'chargeback',
      disabled_by: support.id,
    });
    expect(await auditOf(t, member.id, 'member.lock')).toEqual([
      {
        action: 'member.lock',
        operator_id: support.id,
        merchant_id: member.merchantId,
        before: { isLocked: false, lockedAt: null, lockedReason: null, lockedBy: null },
        after: expect.objectContaining({ isLocked: true, lockedReason: 'chargeback', endedSessions: 2 }),
      },
    ]);

    // The right password of a locked account answers like a wrong one; the history tells them apart.
    for (const password of [member.password, 'Wrong-password1']) {
      const refused = await login({ username: member.username, password }, ip);
      expectFailure(refused, 401, 'WRONG_CREDENTIALS');
    }
    expect(await sessionsOf(t, member.id)).toHaveLength(0);
    expectFailure(
      await owner('POST', memberPath(member.id, '/lock'), { reason: 'again' }),
      409,
      'INVALID_STATE',
    );
    expect(await auditOf(t, member.id, 'member.lock')).toHaveLength(1);

    const unlocked = await owner('POST', memberPath(member.id, '/unlock'), {});
    expect(unlocked.json().value).toEqual({
      status: { isLocked: false, lockedAt: null, lockedReason: null, lockedBy: null },
      endedSessions: 0,
    });
    expect(await memberRow(member.id)).toMatchObject({
      is_disabled: false,
      disabled_at: null,
      disabled_reason: null,
      disabled_by: null,
    });
    expect((await auditOf(t, member.id, 'member.unlock'))[0]).toMatchObject({
      before: { isLocked: true, lockedReason: 'chargeback' },
      after: { isLocked: false, reason: null },
    });
    const again = await login({ username: member.username, password: member.password }, ip);
    expect(again.statusCode, again.body).toBe(200);
    expect((await memberInfo(again.json().value.token)).statusCode).toBe(200);
    expectFailure(
      await owner('POST', memberPath(member.id, '/unlock'), { reason: 'x' }),
      409,
      'INVALID_STATE',
    );

    const logins = (await owner('GET', memberPath(member.id, '/logins'))).json().value;
    expect(logins.total).toBe(4);
    expect(logins.list.map((l: { outcome: string }) => l.outcome)).toEqual([
      'SUCCESS',
      'WRONG_PASSWORD',
      'LOCKED',
      'SUCCESS',
    ]);
    expect(logins.list[0]).toMatchObject({
      ip,
      loginType: 'username',
      isSuccess: true,
      at: expect.any(String),
    });
    expect(logins.list[2]).toMatchObject({ ip, isSuccess: false });
    // A login address is a search key.
    const found = (await owner('GET', `/merchants/demo/members?by=ip&q=${ip}`)).json().value;
    expect(found.list.map((r: { id: string }) => r.id)).toEqual([member.id.toString()]);
  });

  it('is owner and support only: finance and the auditor are refused and nothing changes', async () => {
    const member = await makeMember(t.db);
    await makeSession(t.ctx, member);
    for (const role of ['finance', 'auditor', 'content'] as const) {
      const { call } = await makeMembersOperator(t, role);
      expectFailure(await call('POST', memberPath(member.id, '/lock'), { reason: 'no' }), 403, 'FORBIDDEN');
      expectFailure(await call('POST', memberPath(member.id, '/unlock'), {}), 403, 'FORBIDDEN');
    }
    expect(await memberRow(member.id)).toMatchObject({ is_disabled: false, disabled_at: null });
    expect(await sessionsOf(t, member.id)).toHaveLength(1);
    expect(await auditOf(t, member.id)).toEqual([]);
  });

  it('refuses another merchant’s operator and a member of another merchant', async () => {
    const member = await makeMember(t.db);
    const other = await makeMerchant(t.db);
    const outsider = await makeMembersOperator(t, 'owner', [other.code]);
    expectFailure(
      await outsider.call('POST', memberPath(member.id, '/lock'), { reason: 'x' }),
      403,
      'FORBIDDEN',
    );
    // Through its own merchant's code, another merchant's member does not exist.
    const path = `/merchants/${other.code}/members/${member.id}/lock`;
    expectFailure(await outsider.call('POST', path, { reason: 'x' }), 404, 'NOT_FOUND');
    expectFailure(await owner('POST', memberPath(999_999_999n, '/lock'), { reason: 'x' }), 404, 'NOT_FOUND');
    expect((await memberRow(member.id)).is_disabled).toBe(false);
  });

  it('answers a malformed request with a 400 envelope and changes nothing', async () => {
    const member = await makeMember(t.db);
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 7 },
      [],
    ])
      expectFailure(await owner('POST', memberPath(member.id, '/lock'), body), 400, 'VALIDATION_FAILED');
    expectFailure(
      await owner('POST', '/merchants/demo/members/abc/lock', { reason: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await owner('POST', memberPath(member.id, '/unlock'), { reason: 5 }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await memberRow(member.id)).is_disabled).toBe(false);
    expect(await auditOf(t, member.id)).toEqual([]);
  });
});
