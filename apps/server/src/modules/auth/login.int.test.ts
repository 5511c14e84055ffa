import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, sealFor } from '../../test/member-factories.js';
import { ACCOUNT_FAILURES_FOR_DELAY } from './login-throttle.js';
import { authTestClient, randomIp } from './auth.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { login, memberInfo, newCaptcha, makeMerchantWith } = authTestClient(() => t);

describe('POST /wps/session/login', () => {
  it('logs in with the right password: a 256-bit token stored hashed, and the login recorded', async () => {
    const member = await makeMember(t.db);
    const res = await login(
      { username: member.username.toUpperCase(), password: ` ${member.password} ` },
      '203.0.113.10',
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      id: String(member.id),
      userName: member.username,
      isAgent: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      cpw: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await t.db
      .selectFrom('member_session')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash.equals(hashSessionToken(value.token))).toBe(true);
    expect(sessions[0]!.login_type).toBe('username');
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe('203.0.113.10');

    const second = await login({ username: member.username, password: member.password }, '203.0.113.11');
    expect(second.json().value.firstTimeLogin).toBe(false);
    const info = await memberInfo(second.json().value.token);
    expect(info.json().value).toMatchObject({ lastLoginIp: '203.0.113.10' });
  });

  it('answers WRONG_CREDENTIALS alike for a wrong password, an unknown user and a disabled account', async () => {
    const member = await makeMember(t.db);
    const disabled = await makeMember(t.db, { isDisabled: true });
    for (const body of [
      { username: member.username, password: 'wrong-password1' },
      { username: `nobody${randomBytes(3).toString('hex')}`, password: 'whatever1' },
      { username: disabled.username, password: disabled.password },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'WRONG_CREDENTIALS',
        message: 'wrong_account_or_password',
      });
    }
    expect(
      await t.db.selectFrom('member_session').selectAll().where('member_id', '=', member.id).execute(),
    ).toHaveLength(0);
  });

  it('refuses missing username or password with field errors', async () => {
    const res = await login({ username: '  ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { username: 'field_required', password: 'field_required' },
    });
  });

  it('asks for a captcha after three failures on an account, and accepts the right one', async () => {
    const member = await makeMember(t.db);
    const failures = [];
    for (let i = 0; i < 3; i++)
      failures.push((await login({ username: member.username, password: 'nope12345' })).json());
    expect(failures[0].details).toBeUndefined();
    expect(failures[2]).toMatchObject({ code: 'WRONG_CREDENTIALS', details: { captcha: 'required' } });

    const noCaptcha = await login({ username: member.username, password: member.password });
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', details: { captcha: 'required' } });

    const wrong = await newCaptcha();
    const wrongAnswer = await login({
      username: member.username,
      password: member.password,
      captchaId: wrong.captchaId,
      captcha: wrong.captcha === '0000' ? '0001' : '0000',
    });
    expect(wrongAnswer.json()).toMatchObject({ code: 'CAPTCHA_INVALID', details: { captcha: 'required' } });
    // The captcha is used up by the wrong answer.
    const reused = await login({ username: member.username, password: member.password, ...wrong });
    expect(reused.json().code).toBe('CAPTCHA_INVALID');

    const solved = await newCaptcha();
    const res = await login({ username: member.username, password: member.password, ...solved });
    expect(res.statusCode).toBe(200);
    // Success clears the account's failures: the next login needs no captcha.
    expect((await login({ username: member.username, password: member.password })).statusCode).toBe(200);
  });

  it('refuses an IP after twenty failures, without refusing the member elsewhere', async () => {
    const ip = randomIp();
    const member = await makeMember(t.db);
    await t.db
      .insertInto('member_login_failure')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          merchant_id: member.merchantId,
          username: `sprayed${i}`,
          ip,
        })),
      )
      .execute();
    const refused = await login({ username: member.username, password: member.password }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await login({ username: member.username, password: member.password })).statusCode).toBe(200);
  });

  it('delays unknown IPs after many failures on an account, but never the member at a known IP', async () => {
    const member = await makeMember(t.db);
    const homeIp = randomIp();
    expect((await login({ username: member.username, password: member.password }, homeIp)).statusCode).toBe(
      200,
    );
    await t.db
      .insertInto('member_login_failure')
      .values(
        Array.from({ length: ACCOUNT_FAILURES_FOR_DELAY + 2 }, () => ({
          merchant_id: member.merchantId,
          username: member.username.toLowerCase(),
          ip: randomIp(),
        })),
      )
      .execute();
    const attacker = await login({
      username: member.username,
      password: member.password,
      ...(await newCaptcha()),
    });
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().details).toMatchObject({
      captcha: 'required',
      retryAfterSeconds: expect.any(String),
    });
    const home = await login(
      { username: member.username, password: member.password, ...(await newCaptcha()) },
      homeIp,
    );
    expect(home.statusCode).toBe(200);
  });

  it('forces a password change for the default password "{secret}", an expired one and a temporary one', async () => {
    const withDefault = await makeMember(t.db, { password: '{secret}' });
    expect((await login({ username: withDefault.username, password: '{secret}' })).json().value.cpw).toBe(
      true,
    );

    const merchant = await makeMerchantWith({ PWDEXPIRY3: '1' });
    const old = await makeMember(t.db, {
      merchantId: merchant.id,
      passwordChangedAt: new Date(Date.now() - 91 * 86_400_000),
    });
    const expired = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: merchant.code, 'x-forwarded-for': randomIp() },
      payload: (await sealFor(
        t.ctx,
        { type: 'username', username: old.username, password: old.password },
        merchant.id,
      )) as object,
    });
    expect(expired.json().value).toMatchObject({ passwordExpired: true, cpw: true });

    const member = await makeMember(t.db);
    await t.db
      .updateTable('member')
      .set({
        reset_password_hash: await hashPassword('Temp12345678'),
        reset_password_expires_at: new Date(Date.now() + 60_000),
      })
      .where('id', '=', member.id)
      .execute();
    expect((await login({ username: member.username, password: 'Temp12345678' })).json().value.cpw).toBe(
      true,
    );
    expect((await login({ username: member.username, password: member.password })).json().value.cpw).toBe(
      false,
    );
    await t.db
      .updateTable('member')
      .set({ reset_password_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', member.id)
      .execute();
    expect((await login({ username: member.username, password: 'Temp12345678' })).json().code).toBe(
      'WRONG_CREDENTIALS',
    );
  });

  it('keeps agents out of the member site only when they do not play, and members out of the agent area', async () => {
    const pureAgent = await makeMember(t.db, { accountType: 2 });
    expect(
      (await login({ username: pureAgent.username, password: pureAgent.password })).json(),
    ).toMatchObject({
      code: 'NON_MEMBER_LOGIN',
      message: 'non_member_cannot_login',
    });
    expect(
      (await login({ username: pureAgent.username, password: pureAgent.password, area: 'agent' })).statusCode,
    ).toBe(200);
    const player = await makeMember(t.db);
    expect(
      (await login({ username: player.username, password: player.password, area: 'agent' })).json(),
    ).toMatchObject({
      code: 'NON_AGENT_LOGIN',
      message: 'non_agent_cannot_login',
    });
    const agent = await makeMember(t.db, { accountType: 41 });
    expect((await login({ username: agent.username, password: agent.password })).statusCode).toBe(200);
  });
});

describe('login by SMS code', () => {
  it('logs a member in with the code sent to the bound number, never forcing a password change', async () => {
    const mobileNum = `9${String(Date.now()).slice(-8)}`;
    const member = await makeMember(t.db, { mobileNum, countryDialingCode: '84', password: '{secret}' });
    const ip = randomIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-forwarded-for': ip },
      payload: { mobileNum: `0${mobileNum}`, countryDialingCode: '84' },
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const sms = await t.db
      .selectFrom('message_outbox')
      .select('body')
      .where('destination', '=', `+84${mobileNum}`)
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.body)![1]!;
    const wrong = await login(
      { type: 'sms', mobileNum, countryDialingCode: '84', verificationCode: '000000' },
      ip,
    );
    expect(wrong.json().code).toBe('PHONE_INVALID_CODE');
    const res = await login({ type: 'sms', mobileNum, countryDialingCode: '84', verificationCode: code }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: String(member.id), cpw: false });
    const session = await t.db
      .selectFrom('member_session')
      .select('login_type')
      .where('token_hash', '=', hashSessionToken(res.json().value.token))
      .executeTakeFirstOrThrow();
    expect(session.login_type).toBe('sms');
    // A code logs in once.
    expect(
      (await login({ type: 'sms', mobileNum, countryDialingCode: '84', verificationCode: code }, ip)).json()
        .code,
    ).toBe('PHONE_INVALID_CODE');
  });

  it('names a missing number and an invalid one apart', async () => {
    expect((await login({ type: 'sms', verificationCode: '123456' })).json().code).toBe(
      'PHONE_MISSING_NUMBER',
    );
    expect(
      (
        await login({ type: 'sms', mobileNum: '12', countryDialingCode: '84', verificationCode: '123456' })
      ).json().code,
    ).toBe('PHONE_INVALID_NUMBER');
  });
});
