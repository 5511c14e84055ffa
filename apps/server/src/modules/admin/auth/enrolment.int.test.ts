import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import {
  makeLoggedInOperator,
  makeOperator,
  makePendingOperator,
  randomTestIp,
  type TTestOperator,
} from '../admin.factories.js';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import { generateTotpCode, TOTP_STEP_SECONDS } from '../../../platform/auth/totp.js';
import { openSecret } from '../../../platform/secrets/seal-secret.js';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof makeLoggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
});
afterAll(() => t.close());

type TCredentials = { username: string; password: string };
const post = (url: string, payload: object | string, ip = randomTestIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
/** Only the fields sent: a test operator also carries its id (a bigint, which JSON cannot carry). */
const login = (op: TCredentials, totpCode?: string, ip?: string) =>
  post('/ops/auth/login', { username: op.username, password: op.password, totpCode }, ip);
const start = (op: TCredentials, ip?: string) =>
  post('/ops/auth/enrolment/start', { username: op.username, password: op.password }, ip);
const finish = (body: { ticket: string; totpCode: string }, ip?: string) =>
  post('/ops/auth/enrolment/finish', body, ip);
const me = (token: string) => t.app.inject({ url: '/ops/auth/me', headers: { 'x-operator-token': token } });
const codeAt = (secret: string, offsetSteps = 0) =>
  generateTotpCode(secret, Date.now() + offsetSteps * TOTP_STEP_SECONDS * 1000);
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
const otherCode = (code: string) => (code === '000000' ? '000001' : '000000');

/** A ticket of a started enrolment, with its secret. */
async function startedEnrolment(op: TCredentials, ip?: string): Promise<{ ticket: string; secret: string }> {
  const res = await start(op, ip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

const operatorRow = (id: bigint) =>
  t.db
    .selectFrom('operator')
    .select(['totp_secret', 'totp_enrolled_at', 'last_totp_step', 'last_login_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const pendingRows = (id: bigint) =>
  t.db.selectFrom('operator_totp_enrolment').selectAll().where('operator_id', '=', id).execute();
const sessionCount = async (id: bigint) =>
  (await t.db.selectFrom('operator_session').select('token_hash').where('operator_id', '=', id).execute())
    .length;

describe('TOTP enrolment at first sign-in', () => {
  it('takes an operator an owner created from its password to a session, then to ordinary logins', async () => {
    const password = 'a long passphrase for enrolment';
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { 'x-operator-token': owner.token },
      payload: { username: 'new.support', role: 'support', password },
    });
    expect(created.statusCode).toBe(200);
    const id = BigInt(created.json().value.operator.id);
    const op = { username: 'New.Support', password };

    // Code or not, a right password asks for enrolment.
    for (const totpCode of [undefined, '123456']) {
      const res = await login(op, totpCode);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'TOTP_ENROLMENT_REQUIRED',
        message: 'totp_enrolment_required',
      });
    }

    const before = Date.now();
    const started = await start(op);
    expect(started.statusCode).toBe(200);
    const { ticket, secret, otpauthUri, expiresAt } = started.json().value;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Kirin%20operators:new.support?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Kirin%20operators`,
    );
    const lifetimeMs = Date.parse(expiresAt) - before;
    expect(lifetimeMs).toBeGreaterThan(10 * 60_000 - 60_000);
    expect(lifetimeMs).toBeLessThan(10 * 60_000 + 60_000);
    // Pending: kept sealed, under the ticket's hash; the operator itself is not changed yet.
    const [pending] = await pendingRows(id);
    expect(pending!.ticket_hash.equals(hashSessionToken(ticket))).toBe(true);
    expect(pending!.secret).toMatch(/^sealed1:/);
    expect(openSecret('operator-totp', pending!.secret)).toBe(secret);
    expect(await operatorRow(id)).toMatchObject({ totp_secret: null, totp_enrolled_at: null });
    expect((await login(op, codeAt(secret))).json().code).toBe('TOTP_ENROLMENT_REQUIRED');

    const stepBefore = stepNow();
    const code = codeAt(secret);
    const finished = await finish({ ticket, totpCode: code }, '203.0.113.9');
    expect(finished.statusCode).toBe(200);
    const session = finished.json().value;
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.operator).toMatchObject({ username: 'new.support', lastLoginIp: '203.0.113.9' });
    expect(Date.parse(session.operator.totpEnrolledAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await me(session.token)).json().value.operator).toMatchObject({ username: 'new.support' });

    const enrolled = await operatorRow(id);
    expect(openSecret('operator-totp', enrolled.totp_secret!)).toBe(secret);
    expect(enrolled.totp_enrolled_at).not.toBeNull();
    expect(Number(enrolled.last_totp_step)).toBeGreaterThanOrEqual(stepBefore);
    expect(Number(enrolled.last_totp_step)).toBeLessThanOrEqual(stepNow());
    expect(await pendingRows(id)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'ip'])
      .where('operator_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['auth.totp_enrol', 'auth.login']);
    expect(audit[0]).toMatchObject({ before: { totpEnrolledAt: null }, ip: '203.0.113.9' });
    expect(JSON.stringify(audit)).not.toContain(secret);

    // The ticket is used up, and the code's step too: the same code does not log in again.
    expect((await finish({ ticket, totpCode: codeAt(secret, 1) })).json().code).toBe(
      'TOTP_ENROLMENT_EXPIRED',
    );
    expect((await login(op, code)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    const next = await login(op, codeAt(secret, 1));
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().value.token)).statusCode).toBe(200);
  });

  it('refuses a wrong code and changes nothing; the same ticket then takes the right one', async () => {
    const op = await makePendingOperator(t.db);
    const { ticket, secret } = await startedEnrolment(op);
    const right = codeAt(secret);
    for (const totpCode of [otherCode(right), '', 'abcdef', codeAt(secret, 5)]) {
      const res = await finish({ ticket, totpCode });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'SECOND_FACTOR_REQUIRED',
        message: 'second_factor_required',
      });
    }
    expect(await operatorRow(op.id)).toMatchObject({ totp_secret: null, totp_enrolled_at: null });
    expect(await pendingRows(op.id)).toHaveLength(1);
    expect(await sessionCount(op.id)).toBe(0);
    expect((await finish({ ticket, totpCode: right })).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or malformed ticket, and changes nothing', async () => {
    const op = await makePendingOperator(t.db);
    const { ticket, secret } = await startedEnrolment(op);
    await t.db
      .updateTable('operator_totp_enrolment')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('operator_id', '=', op.id)
      .execute();
    for (const candidate of [ticket, 'A'.repeat(43), 'short']) {
      const res = await finish({ ticket: candidate, totpCode: codeAt(secret) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'TOTP_ENROLMENT_EXPIRED',
        message: 'totp_enrolment_expired',
      });
    }
    expect(await operatorRow(op.id)).toMatchObject({ totp_secret: null, totp_enrolled_at: null });
    expect(await sessionCount(op.id)).toBe(0);
    // Starting again gives a new ticket, which works.
    const again = await startedEnrolment(op);
    expect((await finish({ ticket: again.ticket, totpCode: codeAt(again.secret) })).statusCode).toBe(200);
  });

  it('replaces an earlier enrolment when started again: only the newest ticket and secret count', async () => {
    const op = await makePendingOperator(t.db);
    const first = await startedEnrolment(op);
    const second = await startedEnrolment(op);
    expect(second.secret).not.toBe(first.secret);
    expect(await pendingRows(op.id)).toHaveLength(1);
    const stale = await finish({ ticket: first.ticket, totpCode: codeAt(first.secret) });
    expect(stale.json().code).toBe('TOTP_ENROLMENT_EXPIRED');
    // The new ticket with a code of the old secret is a wrong code.
    const mixed = await finish({ ticket: second.ticket, totpCode: codeAt(first.secret) });
    expect(mixed.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await finish({ ticket: second.ticket, totpCode: codeAt(second.secret) })).statusCode).toBe(200);
  });

  it('answers WRONG_CREDENTIALS to a wrong password, an unknown username and a disabled operator', async () => {
    const op = await makePendingOperator(t.db);
    const disabled = await makePendingOperator(t.db);
    await t.db.updateTable('operator').set({ is_disabled: true }).where('id', '=', disabled.id).execute();
    for (const body of [
      { username: op.username, password: 'not-the-password' },
      { username: 'nobody-here', password: op.password },
      { username: disabled.username, password: disabled.password },
    ]) {
      const res = await start(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'WRONG_CREDENTIALS',
        message: 'wrong_account_or_password',
      });
    }
    expect(await pendingRows(op.id)).toEqual([]);
    expect(await pendingRows(disabled.id)).toEqual([]);
  });

  it('will not enrol an operator that has TOTP: a password alone never replaces it', async () => {
    const op = await makeOperator(t.db, { role: 'finance' });
    const before = await operatorRow(op.id);
    const res = await start(op);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'CONFLICT', message: 'totp_already_enrolled' });
    expect(await pendingRows(op.id)).toEqual([]);
    expect(await operatorRow(op.id)).toEqual(before);
    expect((await login(op, codeAt(op.totpSecret))).statusCode).toBe(200);
  });

  it('ends a pending enrolment when the operator is disabled or its TOTP is reset before it finishes', async () => {
    const disabled = await makePendingOperator(t.db);
    const pending = await startedEnrolment(disabled);
    await t.app.inject({
      method: 'POST',
      url: `/ops/operators/${disabled.id}/disable`,
      headers: { 'x-operator-token': owner.token },
    });
    const late = await finish({ ticket: pending.ticket, totpCode: codeAt(pending.secret) });
    expect(late.json().code).toBe('TOTP_ENROLMENT_EXPIRED');
    expect(await operatorRow(disabled.id)).toMatchObject({ totp_enrolled_at: null });

    const reset = await makePendingOperator(t.db);
    const cancelled = await startedEnrolment(reset);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/operators/${reset.id}/totp-reset`,
      headers: { 'x-operator-token': owner.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await pendingRows(reset.id)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'operator.totp_reset')
      .where('target', '=', `operator:${reset.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ pendingEnrolmentCancelled: true });
    const gone = await finish({ ticket: cancelled.ticket, totpCode: codeAt(cancelled.secret) });
    expect(gone.json().code).toBe('TOTP_ENROLMENT_EXPIRED');
  });

  it('lets an operator whose TOTP was reset enrol a new authenticator; the old one no longer logs in', async () => {
    const op = await makeLoggedInOperator(t.db, { role: 'content' });
    await t.app.inject({
      method: 'POST',
      url: `/ops/operators/${op.id}/totp-reset`,
      headers: { 'x-operator-token': owner.token },
    });
    const { ticket, secret } = await startedEnrolment(op);
    expect((await finish({ ticket, totpCode: codeAt(secret) })).statusCode).toBe(200);
    expect((await login(op, codeAt(op.totpSecret, 1))).json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await login(op, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('opens one session when the same ticket and code arrive at once', async () => {
    const op = await makePendingOperator(t.db);
    const { ticket, secret } = await startedEnrolment(op);
    const body = { ticket, totpCode: codeAt(secret) };
    const answers = await Promise.all([finish(body), finish(body), finish(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await sessionCount(op.id)).toBe(1);
  });

  it('answers a 4xx envelope to malformed bodies and changes nothing', async () => {
    const op = await makePendingOperator(t.db);
    const cases: Array<[string, object | string, Record<string, string>?]> = [
      ['/ops/auth/enrolment/start', { username: op.username }],
      ['/ops/auth/enrolment/start', { username: 1, password: [] }],
      ['/ops/auth/enrolment/start', '{"username":', { 'content-type': 'application/json' }],
      ['/ops/auth/enrolment/start', { username: op.username, password: 'x'.repeat(300) }],
      ['/ops/auth/enrolment/finish', { ticket: 'A'.repeat(43) }],
      ['/ops/auth/enrolment/finish', { totpCode: '123456' }],
      ['/ops/auth/enrolment/finish', { ticket: 'A'.repeat(80), totpCode: '123456' }],
      [
        '/ops/auth/enrolment/finish',
        'ticket=x&totpCode=1',
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
    ];
    for (const [url, payload, headers] of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect(await pendingRows(op.id)).toEqual([]);
  });
});

describe('enrolment throttling', () => {
  const pendingOperator = (): Promise<Omit<TTestOperator, 'totpSecret'>> => makePendingOperator(t.db);

  it('counts wrong passwords at the start like failed logins, and then refuses even the right one', async () => {
    const op = await pendingOperator();
    for (let i = 0; i < 5; i++)
      expect((await start({ ...op, password: 'wrong-password' })).json().code).toBe('WRONG_CREDENTIALS');
    const refused = await start(op);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'too_many_requests' });
    expect(await pendingRows(op.id)).toEqual([]);
    expect((await login(op)).json().code).toBe('RATE_LIMITED');
  });

  it('counts TOTP_ENROLMENT_REQUIRED answers as failures: the login cannot be used to test passwords freely', async () => {
    const op = await pendingOperator();
    for (let i = 0; i < 5; i++) expect((await login(op)).json().code).toBe('TOTP_ENROLMENT_REQUIRED');
    expect((await login(op)).json().code).toBe('RATE_LIMITED');
    expect((await start(op)).json().code).toBe('RATE_LIMITED');
  });

  it('counts an enrolled operator refused at the start as a failure', async () => {
    const op = await makeOperator(t.db);
    for (let i = 0; i < 5; i++) expect((await start(op)).json().code).toBe('CONFLICT');
    expect((await start(op)).json().code).toBe('RATE_LIMITED');
  });

  it('counts wrong codes at the finish, so the 6-digit code cannot be guessed with a ticket', async () => {
    const op = await pendingOperator();
    const { ticket, secret } = await startedEnrolment(op);
    const wrong = otherCode(codeAt(secret));
    for (let i = 0; i < 5; i++)
      expect((await finish({ ticket, totpCode: wrong })).json().code).toBe('SECOND_FACTOR_REQUIRED');
    const refused = await finish({ ticket, totpCode: codeAt(secret) });
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await operatorRow(op.id)).toMatchObject({ totp_enrolled_at: null });
  });

  it('clears the username’s failures once an enrolment finishes', async () => {
    const op = await pendingOperator();
    const { ticket, secret } = await startedEnrolment(op);
    const wrong = otherCode(codeAt(secret));
    for (let i = 0; i < 4; i++) await finish({ ticket, totpCode: wrong });
    expect((await finish({ ticket, totpCode: codeAt(secret) })).statusCode).toBe(200);
    const left = await t.db
      .selectFrom('operator_login_attempt')
      .select('id')
      .where('username', '=', op.username)
      .execute();
    expect(left).toEqual([]);
  });
});
