import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeLoggedInOperator, makeOperator, randomTestIp, type TTestOperator } from '../admin.factories.js';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import { generateTotpCode, TOTP_STEP_SECONDS } from '../../../platform/auth/totp.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

type TLoginBody = { username: string; password: string; totpCode?: string };
const login = (body: TLoginBody, ip = randomTestIp()) =>
  t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: body, headers: { 'x-forwarded-for': ip } });
const me = (token: string) => t.app.inject({ url: '/ops/auth/me', headers: { 'x-operator-token': token } });
const rightBody = (op: TTestOperator, offsetSteps = 0): TLoginBody => ({
  username: op.username,
  password: op.password,
  totpCode: generateTotpCode(op.totpSecret, Date.now() + offsetSteps * TOTP_STEP_SECONDS * 1000),
});

describe('POST /ops/auth/login', () => {
  it('logs in with password and TOTP and answers a session token', async () => {
    const op = await makeOperator(t.db, { role: 'support' });
    const before = Date.now();
    const res = await login(rightBody(op), '203.0.113.7');
    expect(res.statusCode).toBe(200);
    const { token, expiresAt, operator } = res.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetimeMs = new Date(expiresAt).getTime() - before;
    expect(lifetimeMs).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(lifetimeMs).toBeLessThan(8 * 3600_000 + 60_000);
    expect(operator).toMatchObject({
      username: op.username,
      role: 'support',
      merchants: null,
      lastLoginIp: '203.0.113.7',
    });
    expect(operator).not.toHaveProperty('totpSecret');

    const stored = await t.db
      .selectFrom('operator_session')
      .selectAll()
      .where('operator_id', '=', op.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash.equals(hashSessionToken(token))).toBe(true);
    expect((await me(token)).json().value).toMatchObject({
      operator: { username: op.username },
      idleTimeoutMinutes: 30,
    });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('operator_id', '=', op.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['auth.login']);
  });

  it('stores passwords as argon2id with at least 19 MiB, 2 passes and 1 lane', async () => {
    const op = await makeOperator(t.db);
    const row = await t.db
      .selectFrom('operator')
      .select('password_hash')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers WRONG_CREDENTIALS for a wrong password, an unknown user and a disabled operator', async () => {
    const op = await makeOperator(t.db);
    const disabled = await makeOperator(t.db);
    await t.db.updateTable('operator').set({ is_disabled: true }).where('id', '=', disabled.id).execute();
    for (const body of [
      { ...rightBody(op), password: 'not-the-password' },
      { ...rightBody(op), username: 'nobody-here' },
      rightBody(disabled),
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'WRONG_CREDENTIALS',
        message: 'wrong_account_or_password',
      });
    }
  });

  it('answers SECOND_FACTOR_REQUIRED for a missing, malformed or wrong TOTP code', async () => {
    const op = await makeOperator(t.db);
    const right = generateTotpCode(op.totpSecret);
    const wrong = right === '000000' ? '000001' : '000000';
    const farFuture = generateTotpCode(op.totpSecret, Date.now() + 5 * TOTP_STEP_SECONDS * 1000);
    // Five cases: a sixth would meet the throttle.
    for (const totpCode of [undefined, '', 'abc12', wrong, farFuture]) {
      const res = await login({ username: op.username, password: op.password, totpCode });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', message: 'second_factor_required' });
    }
  });

  it('refuses a TOTP code used once already, and an older one after a newer', async () => {
    const op = await makeOperator(t.db);
    const body = rightBody(op, 1);
    expect((await login(body)).statusCode).toBe(200);
    const replay = await login(body);
    expect(replay.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    const older = await login(rightBody(op, 0));
    expect(older.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
  });

  it('accepts a replayed code in parallel only once', async () => {
    const op = await makeOperator(t.db);
    const body = rightBody(op);
    const answers = await Promise.all([login(body), login(body), login(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('answers 400 in the envelope for malformed bodies', async () => {
    const cases = [
      { payload: '{"username":', headers: { 'content-type': 'application/json' } },
      { payload: { username: 'x' } },
      { payload: { username: 1, password: [], totpCode: {} } },
      { payload: 'username=x&password=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/ops/auth/login', ...c });
      expect(res.statusCode, JSON.stringify(c)).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('login throttling', () => {
  const failFor = async (op: TTestOperator, ip: string, times: number) => {
    for (let i = 0; i < times; i++) {
      expect((await login({ ...rightBody(op), password: 'wrong-password' }, ip)).statusCode).toBe(401);
    }
  };

  it('refuses a username after 5 failures in 15 minutes, from any address, then lets it in after the cool-down', async () => {
    const op = await makeOperator(t.db);
    const ip = randomTestIp();
    await failFor(op, ip, 5);
    const refused = await login(rightBody(op), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'too_many_requests' });
    expect((await login(rightBody(op), randomTestIp())).json().code).toBe('RATE_LIMITED');
    // Refused attempts are not kept, so an attacker who keeps trying does not extend the cool-down.
    const kept = await t.db
      .selectFrom('operator_login_attempt')
      .select('id')
      .where('username', '=', op.username)
      .execute();
    expect(kept).toHaveLength(5);

    await t.db
      .updateTable('operator_login_attempt')
      .set({ at: sql`at - interval '16 minutes'` })
      .where('username', '=', op.username)
      .execute();
    expect((await login(rightBody(op), ip)).statusCode).toBe(200);
  });

  it('still lets another username log in from the same address', async () => {
    const victim = await makeOperator(t.db);
    const colleague = await makeOperator(t.db);
    const officeIp = randomTestIp();
    await failFor(victim, officeIp, 5);
    expect((await login(rightBody(victim), officeIp)).statusCode).toBe(429);
    expect((await login(rightBody(colleague), officeIp)).statusCode).toBe(200);
  });

  it('refuses an address after 20 failures across usernames (password spraying)', async () => {
    const sprayer = randomTestIp();
    for (let i = 0; i < 20; i++) {
      const res = await login(
        { username: `spray${i}`, password: 'Summer2026!', totpCode: '123456' },
        sprayer,
      );
      expect(res.json().code).toBe('WRONG_CREDENTIALS');
    }
    const op = await makeOperator(t.db);
    expect((await login(rightBody(op), sprayer)).json().code).toBe('RATE_LIMITED');
    expect((await login(rightBody(op), randomTestIp())).statusCode).toBe(200);
  });

  it('lets no more than 5 attempts of a parallel burst reach the password check', async () => {
    const op = await makeOperator(t.db);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => login({ ...rightBody(op), password: 'wrong-password' })),
    );
    const codes = burst.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'WRONG_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(7);
  });

  it('counts wrong TOTP codes as failures', async () => {
    const op = await makeOperator(t.db);
    const ip = randomTestIp();
    for (let i = 0; i < 5; i++) await login({ ...rightBody(op), totpCode: '000000' }, ip);
    expect((await login(rightBody(op), ip)).json().code).toBe('RATE_LIMITED');
  });
});

describe('operator sessions', () => {
  const shift = (token: string, set: Record<string, ReturnType<typeof sql>>) =>
    t.db.updateTable('operator_session').set(set).where('token_hash', '=', hashSessionToken(token)).execute();

  it('refuses requests without a token or with an unknown one', async () => {
    for (const headers of [{}, { 'x-operator-token': 'short' }, { 'x-operator-token': 'A'.repeat(43) }]) {
      const res = await t.app.inject({ url: '/ops/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'OPERATOR_NOT_LOGGED_IN',
        message: 'operator_not_logged_in',
      });
    }
  });

  it('ends after 30 idle minutes', async () => {
    const op = await makeLoggedInOperator(t.db);
    await shift(op.token, { last_seen_at: sql`now() - interval '29 minutes'` });
    expect((await me(op.token)).statusCode).toBe(200);
    // That request counted as activity: the idle clock started again.
    await shift(op.token, { last_seen_at: sql`now() - interval '31 minutes'` });
    expect((await me(op.token)).json().code).toBe('OPERATOR_NOT_LOGGED_IN');
  });

  it('ends at its absolute expiry however active it is', async () => {
    const op = await makeLoggedInOperator(t.db);
    await shift(op.token, { expires_at: sql`now() - interval '1 second'`, last_seen_at: sql`now()` });
    expect((await me(op.token)).json().code).toBe('OPERATOR_NOT_LOGGED_IN');
  });

  it('is revoked by logout', async () => {
    const op = await makeLoggedInOperator(t.db);
    const other = await t.app.inject({ method: 'POST', url: '/ops/auth/login', payload: rightBody(op) });
    const otherToken = other.json().value.token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/logout',
      headers: { 'x-operator-token': op.token },
    });
    expect(out.json()).toEqual({ success: true, value: null });
    expect((await me(op.token)).statusCode).toBe(401);
    expect((await me(otherToken)).statusCode).toBe(200);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('operator_id', '=', op.id)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['auth.login', 'auth.logout']);
  });
});
