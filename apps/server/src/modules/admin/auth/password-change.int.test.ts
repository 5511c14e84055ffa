import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator, makeSessionToken, randomTestIp } from '../admin.factories.js';
import { generateTotpCode, TOTP_STEP_SECONDS } from '../../../platform/auth/totp.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

type TSignedIn = Awaited<ReturnType<typeof makeLoggedInOperator>>;
type TChange = { currentPassword?: unknown; newPassword?: unknown; totpCode?: unknown };
const newPassword = 'a brand new passphrase 42';

const change = (token: string, payload: TChange | string, ip = randomTestIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/auth/password',
    payload,
    headers: { 'x-operator-token': token, 'x-forwarded-for': ip },
  });
const rightChange = (op: TSignedIn, offsetSteps = 0): TChange => ({
  currentPassword: op.password,
  newPassword,
  totpCode: generateTotpCode(op.totpSecret, Date.now() + offsetSteps * TOTP_STEP_SECONDS * 1000),
});
const me = (token: string) => t.app.inject({ url: '/ops/auth/me', headers: { 'x-operator-token': token } });
const login = (op: TSignedIn, password: string, offsetSteps: number) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    payload: {
      username: op.username,
      password,
      totpCode: generateTotpCode(op.totpSecret, Date.now() + offsetSteps * TOTP_STEP_SECONDS * 1000),
    },
  });
const storedOf = (op: TSignedIn) =>
  t.db
    .selectFrom('operator')
    .select(['password_hash', 'password_changed_at', 'last_totp_step'])
    .where('id', '=', op.id)
    .executeTakeFirstOrThrow();

describe('POST /ops/auth/password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const op = await makeLoggedInOperator(t.db, { role: 'support' });
    const other = await makeSessionToken(t.db, op);
    const before = await storedOf(op);
    const res = await change(op.token, rightChange(op), '198.51.100.23');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: op.id.toString(), username: op.username });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|passphrase/);

    expect((await me(op.token)).statusCode).toBe(200);
    expect((await me(other)).json().code).toBe('OPERATOR_NOT_LOGGED_IN');
    const after = await storedOf(op);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.password_changed_at.getTime()).toBeGreaterThan(before.password_changed_at.getTime());
    // The code's step is used up like a login's.
    expect(after.last_totp_step).not.toBeNull();

    expect((await login(op, op.password, 1)).json().code).toBe('WRONG_CREDENTIALS');
    expect((await login(op, newPassword, 1)).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.password_change')
      .where('target', '=', `operator:${op.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operator_id: op.id,
      ip: '198.51.100.23',
      after: { otherSessionsClosed: 1 },
    });
    expect(JSON.stringify([audit.before, audit.after])).not.toMatch(/argon2|passphrase|Pw-/);
  });

  it('lets the auditor, who changes nothing else, change its own password', async () => {
    const auditor = await makeLoggedInOperator(t.db, { role: 'auditor' });
    expect((await change(auditor.token, rightChange(auditor))).statusCode).toBe(200);
  });

  it('answers OLD_PASSWORD_WRONG for a wrong current password and changes nothing', async () => {
    const op = await makeLoggedInOperator(t.db);
    const other = await makeSessionToken(t.db, op);
    const before = await storedOf(op);
    const res = await change(op.token, { ...rightChange(op), currentPassword: 'not-the-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'OLD_PASSWORD_WRONG', message: 'old_password_wrong' });
    expect(await storedOf(op)).toEqual(before);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers SECOND_FACTOR_REQUIRED for a missing, wrong or already used code and changes nothing', async () => {
    const op = await makeLoggedInOperator(t.db);
    const other = await makeSessionToken(t.db, op);
    // The code of the next step logs in; the same code, then the current (older) one, are spent.
    expect((await login(op, op.password, 1)).statusCode).toBe(200);
    const before = await storedOf(op);
    const right = rightChange(op, 1);
    const wrong = right.totpCode === '000000' ? '000001' : '000000';
    for (const totpCode of ['', wrong, right.totpCode, rightChange(op, 0).totpCode]) {
      const res = await change(op.token, { ...right, totpCode });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    }
    expect(await storedOf(op)).toEqual(before);
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(op.token)).statusCode).toBe(200);
  });

  it('refuses a weak new password before counting anything', async () => {
    const op = await makeLoggedInOperator(t.db);
    const weak = await change(op.token, { ...rightChange(op), newPassword: `${op.username}-my-password` });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const short = await change(op.token, { ...rightChange(op), newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const attempts = await t.db
      .selectFrom('operator_login_attempt')
      .select('id')
      .where('username', '=', op.username)
      .execute();
    expect(attempts).toEqual([]);
    expect((await change(op.token, rightChange(op))).statusCode).toBe(200);
  });

  it('throttles guesses of the current password through a session like failed logins', async () => {
    const op = await makeLoggedInOperator(t.db);
    const ip = randomTestIp();
    for (let i = 0; i < 5; i++) {
      const res = await change(op.token, { ...rightChange(op), currentPassword: `guess-${i}` }, ip);
      expect(res.json().code).toBe('OLD_PASSWORD_WRONG');
    }
    const refused = await change(op.token, rightChange(op), randomTestIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await login(op, op.password, 0)).json().code).toBe('RATE_LIMITED');
  });

  it('needs a live session', async () => {
    const op = await makeLoggedInOperator(t.db);
    for (const token of ['', 'A'.repeat(43)]) {
      const res = await change(token, rightChange(op));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'OPERATOR_NOT_LOGGED_IN' });
    }
  });

  it('answers a 4xx envelope to malformed bodies and changes nothing', async () => {
    const op = await makeLoggedInOperator(t.db);
    const before = await storedOf(op);
    const right = rightChange(op);
    const cases: TChange[] = [
      {},
      { currentPassword: op.password, newPassword },
      { ...right, currentPassword: 12 },
      { ...right, newPassword: ['x'] },
      { ...right, newPassword: 'y'.repeat(200) },
      { ...right, totpCode: { $gt: '' } },
    ];
    for (const payload of cases) {
      const res = await change(op.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/password',
      payload: '{"currentPassword":',
      headers: { 'x-operator-token': op.token, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await storedOf(op)).toEqual(before);
  });
});
