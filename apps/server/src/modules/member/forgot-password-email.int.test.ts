import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { injectSealed, makeMember } from '../../test/member-factories.js';
import { randomTestIp } from '../admin/admin.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const forgot = (app: TTestApp, form: Record<string, string>, ip = randomTestIp(), merchant?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      ...(merchant ? { merchant } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
const rowOf = (member: { id: bigint }) =>
  t.db.selectFrom('member').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
const mailTo = (db: TTestApp['db'], email: string) =>
  db.selectFrom('message_outbox').selectAll().where('destination', '=', email.toLowerCase()).execute();
const uniqueEmail = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
const notExist = {
  success: false,
  code: 'USERNAME_OR_EMAIL_NOT_EXIST',
  message: 'username_or_email_not_exist',
};

describe('POST /wps/member/password/email', () => {
  it('e-mails a temporary password valid 30 minutes beside the old one', async () => {
    const email = uniqueEmail();
    const member = await makeMember(t.db, { email });
    const res = await forgot(t, { username: member.username, email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });

    const [mail] = await mailTo(t.db, email);
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      provider: 'outbox',
      status: 'STORED',
      subject: '【Kirin】臨時密碼',
    });
    const temporary = /\b([A-Za-z0-9]{12})\b(?=[，.])/.exec(mail!.body)?.[1];
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);
    expect(mail!.body).toContain(member.username);

    const row = await rowOf(member);
    expect(await verifyPassword(row.reset_password_hash!, temporary!)).toBe(true);
    expect(await verifyPassword(row.password_hash, member.password)).toBe(true);
    const minutesLeft = (row.reset_password_expires_at!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('matches username and e-mail without regard to case, and writes in the member’s language', async () => {
    const email = uniqueEmail();
    const member = await makeMember(t.db, { email });
    await t.db.updateTable('member').set({ language: 'EN' }).where('id', '=', member.id).execute();
    const res = await forgot(t, { username: member.username.toUpperCase(), email: email.toUpperCase() });
    expect(res.json().success).toBe(true);
    const [mail] = await mailTo(t.db, email);
    expect(mail!.subject).toBe('Kirin temporary password');
    expect(mail!.body).toMatch(/^Hello /);
  });

  it('lets a member log in with the temporary password (forced change) and then change it', async () => {
    const email = uniqueEmail();
    const member = await makeMember(t.db, { email });
    await forgot(t, { username: member.username, email });
    const temporary = /\b([A-Za-z0-9]{12})\b(?=[，.])/.exec((await mailTo(t.db, email))[0]!.body)![1]!;
    const login = await injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-forwarded-for': randomTestIp() },
      body: { type: 'username', username: member.username, password: temporary },
    });
    expect(login.json().value).toMatchObject({ userName: member.username, cpw: true });
    const changed = await injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: login.json().value.token },
      body: { oldPassword: temporary, newPassword: 'Chosen2024', confirmNewPassword: 'Chosen2024' },
    });
    expect(changed.json()).toEqual({ success: true, value: null });
    const row = await rowOf(member);
    expect(row.reset_password_hash).toBeNull();
    expect(await verifyPassword(row.password_hash, 'Chosen2024')).toBe(true);
  });

  it('answers USERNAME_OR_EMAIL_NOT_EXIST for a pair that does not match a real member here', async () => {
    const email = uniqueEmail();
    const member = await makeMember(t.db, { email });
    const trialEmail = uniqueEmail();
    const trial = await makeMember(t.db, { email: trialEmail, accountType: 4 });
    const disabledEmail = uniqueEmail();
    const disabled = await makeMember(t.db, { email: disabledEmail, isDisabled: true });
    const other = await makeMerchant(t.db);
    const cases: [Record<string, string>, string?][] = [
      [{ username: member.username, email: uniqueEmail() }],
      [{ username: 'nobody123', email }],
      [{ username: trial.username, email: trialEmail }],
      [{ username: disabled.username, email: disabledEmail }],
      [{ username: member.username, email }, other.code],
    ];
    for (const [form, merchant] of cases) {
      const res = await forgot(t, form, randomTestIp(), merchant);
      expect(res.statusCode, JSON.stringify(form)).toBe(404);
      expect(res.json()).toEqual(notExist);
    }
    for (const address of [email, trialEmail, disabledEmail])
      expect(await mailTo(t.db, address)).toHaveLength(0);
    expect((await rowOf(member)).reset_password_hash).toBeNull();
  });

  it('refuses a form without both fields', async () => {
    const res = await forgot(t, { username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('lets one IP ask five times in 15 minutes, found or not', async () => {
    const ip = randomTestIp();
    for (let i = 0; i < 5; i += 1)
      expect((await forgot(t, { username: 'nobody', email: 'x@example.com' }, ip)).statusCode).toBe(404);
    const email = uniqueEmail();
    const member = await makeMember(t.db, { email });
    const res = await forgot(t, { username: member.username, email }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(await mailTo(t.db, email)).toHaveLength(0);
    expect((await forgot(t, { username: member.username, email })).statusCode).toBe(200);
  });

  describe('when the e-mail provider fails', () => {
    let failing: TTestApp;
    let endpoint: Server;
    beforeAll(async () => {
      endpoint = createServer((_request, response) => {
        response.statusCode = 503;
        response.end('mail down');
      });
      await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
      const port = (endpoint.address() as AddressInfo).port;
      failing = await createTestApp({
        TRUSTED_PROXY: 'true',
        EMAIL_HTTP_URL: `http://127.0.0.1:${port}/mail`,
      });
    });
    afterAll(async () => {
      await failing.close();
      await new Promise((resolve) => endpoint.close(resolve));
    });

    it('answers EMAIL_SEND_FAILED and changes nothing', async () => {
      const email = uniqueEmail();
      const member = await makeMember(failing.db, { email });
      const res = await forgot(failing, { username: member.username, email });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, code: 'EMAIL_SEND_FAILED', message: 'email_send_failed' });
      const row = await failing.db
        .selectFrom('member')
        .selectAll()
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ reset_password_hash: null, reset_password_expires_at: null });
      expect(await mailTo(failing.db, email)).toEqual([
        expect.objectContaining({ provider: 'http', status: 'FAILED', error: 'HTTP 503: mail down' }),
      ]);
    });
  });
});
