import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed, makeMember, makeSession } from '../../test/member-factories.js';
import { authTestClient } from './auth.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { login, memberInfo, logout, makeMerchantWith } = authTestClient(() => t);

describe('sessions', () => {
  it('ends on logout: the token no longer opens anything', async () => {
    const member = await makeMember(t.db);
    const token = await makeSession(t.ctx, member);
    expect((await memberInfo(token)).statusCode).toBe(200);
    expect((await logout(token)).json()).toEqual({ success: true, value: null });
    expect((await memberInfo(token)).json().code).toBe('NOT_LOGGED_IN');
    expect(
      await t.db.selectFrom('member_session').selectAll().where('member_id', '=', member.id).execute(),
    ).toHaveLength(0);
  });

  it('expires when idle too long and past its absolute lifetime', async () => {
    const member = await makeMember(t.db);
    const idle = await makeSession(t.ctx, member);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: sql`now() - interval '61 minutes'` })
      .where('token_hash', '=', hashSessionToken(idle))
      .execute();
    expect((await memberInfo(idle)).json().code).toBe('NOT_LOGGED_IN');
    const old = await makeSession(t.ctx, member);
    await t.db
      .updateTable('member_session')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', hashSessionToken(old))
      .execute();
    expect((await memberInfo(old)).statusCode).toBe(401);
  });

  it('does not let a token of one merchant in at another', async () => {
    const other = await makeMerchantWith({});
    const member = await makeMember(t.db);
    const token = await makeSession(t.ctx, member);
    const res = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: token, merchant: other.code },
    });
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });

  it('keeps a session granted with cpw to the password change until it is done, across reloads', async () => {
    const member = await makeMember(t.db, { password: '{secret}' });
    const { token, cpw } = (await login({ username: member.username, password: '{secret}' })).json().value;
    expect(cpw).toBe(true);
    // A reload asks member info again: it still says cpw, and account calls are refused.
    expect((await memberInfo(token)).json().value.cpw).toBe(true);
    const icon = await t.app.inject({ url: '/wps/member/info/icon', headers: { authorization: token } });
    expect(icon.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'password_change_required',
    });
    const changed = await injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: token },
      body: { oldPassword: '{secret}', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await memberInfo(token)).json().value.cpw).toBe(false);
    expect(
      (await t.app.inject({ url: '/wps/member/info/icon', headers: { authorization: token } })).statusCode,
    ).toBe(200);
  });

  it('refuses malformed tokens without a 500', async () => {
    for (const authorization of ['', 'Bearer', 'x'.repeat(500), '../../etc']) {
      const res = await t.app.inject({ url: '/wps/member/info', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});
