import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMerchant } from '../../../test/factories.js';
import { makeLoggedInOperator, makeSessionToken } from '../admin.factories.js';
import { generateTotpCode } from '../../../platform/auth/totp.js';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof makeLoggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT';
const call = (method: TMethod, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-operator-token': token }, ...(payload ? { payload } : {}) });
const me = (token: string) => call('GET', '/ops/auth/me', token);
const strongPassword = 'correct horse battery staple';

describe('POST /ops/operators', () => {
  it('creates an operator without TOTP: no secret is answered, and it must enrol before it can log in', async () => {
    const res = await call('POST', '/ops/operators', owner.token, {
      username: 'Content.Editor',
      role: 'content',
      password: strongPassword,
    });
    expect(res.statusCode).toBe(200);
    const { operator, ...rest } = res.json().value;
    expect(rest).toEqual({});
    expect(operator).toMatchObject({
      username: 'content.editor',
      role: 'content',
      merchants: null,
      isDisabled: false,
      totpEnrolledAt: null,
    });
    const stored = await t.db
      .selectFrom('operator')
      .select(['totp_secret', 'totp_enrolled_at'])
      .where('id', '=', BigInt(operator.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ totp_secret: null, totp_enrolled_at: null });

    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: { username: 'content.editor', password: strongPassword, totpCode: '123456' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      success: false,
      code: 'TOTP_ENROLMENT_REQUIRED',
      message: 'totp_enrolment_required',
    });

    const list = await call('GET', '/ops/operators', owner.token);
    const listed = list.json().value.find((o: { username: string }) => o.username === 'content.editor');
    expect(listed).toMatchObject({ role: 'content', totpEnrolledAt: null });
    expect(JSON.stringify(list.json())).not.toMatch(/totpSecret|otpauth|sealed1|argon2|password/i);
    const enrolled = list.json().value.find((o: { username: string }) => o.username === owner.username);
    expect(Date.parse(enrolled.totpEnrolledAt)).not.toBeNaN();

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.create')
      .where('target', '=', `operator:${operator.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operator_id: owner.id,
      after: { username: 'content.editor', role: 'content', totpEnrolledAt: null },
    });
  });

  it('scopes an operator to merchants by code and refuses unknown codes', async () => {
    const { code } = await makeMerchant(t.db);
    const ok = await call('POST', '/ops/operators', owner.token, {
      username: 'scoped.one',
      role: 'support',
      password: strongPassword,
      merchants: [code],
    });
    expect(ok.json().value.operator.merchants).toEqual([code]);
    const bad = await call('POST', '/ops/operators', owner.token, {
      username: 'scoped.two',
      role: 'support',
      password: strongPassword,
      merchants: ['no-such-merchant'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { 'body.merchants': 'unknown_merchant:no-such-merchant' },
    });
  });

  it('refuses a taken username with CONFLICT and writes nothing', async () => {
    const body = { username: 'twice', role: 'finance', password: strongPassword };
    expect((await call('POST', '/ops/operators', owner.token, body)).statusCode).toBe(200);
    const again = await call('POST', '/ops/operators', owner.token, { ...body, username: 'TWICE' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'username_taken' });
    const rows = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'operator.create')
      .where('after', '@>', JSON.stringify({ username: 'twice' }))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses weak passwords and malformed bodies with 400', async () => {
    for (const payload of [
      { username: 'weak.one', role: 'finance', password: 'short' },
      { username: 'weak.two', role: 'finance', password: 'password1234' },
      { username: 'weak.three', role: 'finance', password: 'aaaaaaaaaaaaaaaa' },
      { username: 'weak.four', role: 'finance', password: 'weak.four-is-my-name' },
      { username: 'x', role: 'finance', password: strongPassword },
      { username: 'bad.role', role: 'god', password: strongPassword },
      {},
    ]) {
      const res = await call('POST', '/ops/operators', owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('operator administration', () => {
  it('changes a role, which applies to open sessions at their next request', async () => {
    const target = await makeLoggedInOperator(t.db, { role: 'content' });
    expect((await call('GET', '/ops/operators', target.token)).statusCode).toBe(403);
    const res = await call('PUT', `/ops/operators/${target.id}/role`, owner.token, { role: 'owner' });
    expect(res.json().value.role).toBe('owner');
    expect((await call('GET', '/ops/operators', target.token)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.role')
      .where('target', '=', `operator:${target.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { role: 'content' }, after: { role: 'owner' } });
  });

  it('disables an operator and ends all its sessions', async () => {
    const target = await makeLoggedInOperator(t.db, { role: 'support' });
    const second = await makeSessionToken(t.db, target);
    const res = await call('POST', `/ops/operators/${target.id}/disable`, owner.token);
    expect(res.json().value.isDisabled).toBe(true);
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const sessions = await t.db
      .selectFrom('operator_session')
      .select('operator_id')
      .where('operator_id', '=', target.id)
      .execute();
    expect(sessions).toHaveLength(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: {
        username: target.username,
        password: target.password,
        totpCode: generateTotpCode(target.totpSecret),
      },
    });
    expect(login.json().code).toBe('WRONG_CREDENTIALS');
  });

  it('resets a password, ending the sessions; the new password works and the old does not', async () => {
    const target = await makeLoggedInOperator(t.db, { role: 'finance' });
    const { password_changed_at: changedBefore } = await t.db
      .selectFrom('operator')
      .select('password_changed_at')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `/ops/operators/${target.id}/password`, owner.token, {
      password: strongPassword,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(401);
    const loginWith = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/auth/login',
        payload: { username: target.username, password, totpCode: generateTotpCode(target.totpSecret) },
      });
    expect((await loginWith(target.password)).json().code).toBe('WRONG_CREDENTIALS');
    expect((await loginWith(strongPassword)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.password')
      .where('target', '=', `operator:${target.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify([audit.before, audit.after])).not.toMatch(/argon2|correct horse/);
    // The audit row says when the password changed: the old date before, the new one after.
    const { password_changed_at: changedAfter } = await t.db
      .selectFrom('operator')
      .select('password_changed_at')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ passwordChangedAt: changedBefore.toISOString() });
    expect(audit.after).toMatchObject({ passwordChangedAt: changedAfter.toISOString() });
    expect(changedAfter.getTime()).toBeGreaterThan(changedBefore.getTime());
  });

  it('resets a TOTP, ending the sessions: the password then answers TOTP_ENROLMENT_REQUIRED', async () => {
    const target = await makeLoggedInOperator(t.db, { role: 'finance' });
    const res = await call('POST', `/ops/operators/${target.id}/totp-reset`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ username: target.username, totpEnrolledAt: null });
    expect((await me(target.token)).statusCode).toBe(401);
    const stored = await t.db
      .selectFrom('operator')
      .select(['totp_secret', 'totp_enrolled_at', 'last_totp_step'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ totp_secret: null, totp_enrolled_at: null, last_totp_step: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: {
        username: target.username,
        password: target.password,
        totpCode: generateTotpCode(target.totpSecret),
      },
    });
    expect(login.json().code).toBe('TOTP_ENROLMENT_REQUIRED');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.totp_reset')
      .where('target', '=', `operator:${target.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operator_id: owner.id,
      after: { totpEnrolledAt: null, sessionsClosed: 1, pendingEnrolmentCancelled: false },
    });
    expect(typeof (audit.before as { totpEnrolledAt: unknown }).totpEnrolledAt).toBe('string');
    expect(JSON.stringify([audit.before, audit.after])).not.toContain(target.totpSecret);
  });

  it('refuses a TOTP reset to anyone but an owner of every merchant, and changes nothing', async () => {
    const target = await makeLoggedInOperator(t.db, { role: 'support' });
    const { code } = await makeMerchant(t.db);
    const scopedOwner = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [code] });
    const finance = await makeLoggedInOperator(t.db, { role: 'finance' });
    for (const token of [scopedOwner.token, finance.token, target.token]) {
      const res = await call('POST', `/ops/operators/${target.id}/totp-reset`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect((await call('POST', '/ops/operators/999999/totp-reset', owner.token)).statusCode).toBe(404);
    expect((await call('POST', '/ops/operators/abc/totp-reset', owner.token)).statusCode).toBe(400);
    expect((await me(target.token)).statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('operator')
      .select('totp_enrolled_at')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_enrolled_at).not.toBeNull();
  });

  it('answers 404 for an unknown operator and 400 for a malformed id', async () => {
    expect((await call('POST', '/ops/operators/999999/disable', owner.token)).statusCode).toBe(404);
    expect((await call('POST', '/ops/operators/abc/disable', owner.token)).statusCode).toBe(400);
  });

  it('is for owners of every merchant only', async () => {
    const { code } = await makeMerchant(t.db);
    const scopedOwner = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [code] });
    const finance = await makeLoggedInOperator(t.db, { role: 'finance' });
    for (const token of [scopedOwner.token, finance.token]) {
      const res = await call('GET', '/ops/operators', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'forbidden' });
    }
    expect((await t.app.inject({ url: '/ops/operators' })).statusCode).toBe(401);
  });
});

describe('the last owner', () => {
  it('cannot be demoted or disabled', async () => {
    const fresh = await createTestApp();
    try {
      const only = await makeLoggedInOperator(fresh.db, { role: 'owner' });
      const headers = { 'x-operator-token': only.token };
      const demote = await fresh.app.inject({
        method: 'PUT',
        url: `/ops/operators/${only.id}/role`,
        headers,
        payload: { role: 'finance' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toMatchObject({ code: 'CONFLICT', message: 'last_owner' });
      const disable = await fresh.app.inject({
        method: 'POST',
        url: `/ops/operators/${only.id}/disable`,
        headers,
      });
      expect(disable.json()).toMatchObject({ code: 'CONFLICT', message: 'last_owner' });

      const second = await makeLoggedInOperator(fresh.db, { role: 'owner' });
      const now = await fresh.app.inject({
        method: 'POST',
        url: `/ops/operators/${only.id}/disable`,
        headers: { 'x-operator-token': second.token },
      });
      expect(now.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
