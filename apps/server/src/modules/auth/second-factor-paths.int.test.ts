import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotpCode, generateTotpSecret } from '../../platform/auth/totp.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed, makeMember, makeSession } from '../../test/member-factories.js';
import { randomMobile, readSentCode } from '../verification/verification.factories.js';
import { authTestClient, randomIp } from './auth.factories.js';

// Every path that can take an account over or move money out asks for the bound authenticator too.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { login } = authTestClient(() => t);

/** A member with a bound number and authenticator; its secret; a NO_LOGIN code sender. */
async function phoneMember() {
  const phone = randomMobile();
  const secret = generateTotpSecret();
  const member = await makeMember(t.db, { mobileNum: phone.mobileNum, totpSecret: secret });
  const sendCode = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { mobileNum: phone.typed, countryDialingCode: '84' },
    });
    expect(res.statusCode).toBe(200);
    return readSentCode(t.db, phone.destination);
  };
  return { member, phone, secret, sendCode };
}

describe('SMS login with a bound authenticator', () => {
  it('asks for the Google code after the SMS code, and grants the session only with it', async () => {
    const { member, phone, secret, sendCode } = await phoneMember();
    const ip = randomIp();
    const body = { type: 'sms' as const, mobileNum: phone.typed, countryDialingCode: '84' };
    const code = await sendCode();
    const asked = await login({ ...body, verificationCode: code }, ip);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', details: { method: 'TOTP' } });
    const { challengeId } = asked.json().details;
    const wrong = await login(
      { ...body, verificationCode: code, verification: { challengeId, answer: '000000' } },
      ip,
    );
    expect(wrong.json().code).toBe('VERIFICATION_FAILED');
    // Another address cannot answer the challenge.
    const elsewhere = await login(
      { ...body, verification: { challengeId, answer: generateTotpCode(secret) } },
      randomIp(),
    );
    expect(elsewhere.json().code).toBe('VERIFICATION_FAILED');
    const right = await login(
      { ...body, verificationCode: code, verification: { challengeId, answer: generateTotpCode(secret) } },
      ip,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().value.id).toBe(String(member.id));
  });
});

describe('reset by phone with a bound authenticator', () => {
  const reset = (body: object) =>
    injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/member/password/verification',
      headers: { 'x-forwarded-for': randomIp() },
      body,
    });

  it('answers TOTP_REQUIRED without spending the SMS code, then resets with the Google code', async () => {
    const { member, phone, secret, sendCode } = await phoneMember();
    const code = await sendCode();
    const body = { newPassword: 'Reset2024ok', mobileNum: phone.typed, countryDialingCode: '84' };
    const asked = await reset({ ...body, verificationCode: code });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 'TOTP_REQUIRED', message: 'totp_required' });
    const wrong = await reset({ ...body, verificationCode: code, totpCode: '000000' });
    expect(wrong.json().code).toBe('VERIFICATION_FAILED');
    // A wrong SMS code with the right Google code is still refused.
    const wrongSms = await reset({
      ...body,
      verificationCode: code === '111111' ? '222222' : '111111',
      totpCode: generateTotpCode(secret),
    });
    expect(wrongSms.json().code).toBe('PHONE_INVALID_CODE');
    const right = await reset({ ...body, verificationCode: code, totpCode: generateTotpCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().value.id).toBe(String(member.id));
    // The SMS code was spent by the reset.
    const again = await reset({ ...body, verificationCode: code, totpCode: '123456' });
    expect(again.json().code).toBe('PHONE_INVALID_CODE');
  });

  it('does not tell a caller without the SMS code whether the number has an authenticator', async () => {
    const { phone, sendCode } = await phoneMember();
    await sendCode();
    const res = await reset({
      newPassword: 'Reset2024ok',
      mobileNum: phone.typed,
      countryDialingCode: '84',
      verificationCode: '000001',
    });
    expect(res.json().code).toBe('PHONE_INVALID_CODE');
  });
});

describe('reset by e-mail with a bound authenticator', () => {
  it('the temporary password still needs the Google code to log in', async () => {
    const secret = generateTotpSecret();
    const email = `reset-${Date.now()}@example.test`;
    const member = await makeMember(t.db, { email, totpSecret: secret });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
      payload: new URLSearchParams({ username: member.username, email }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    const mail = await t.db
      .selectFrom('message_outbox')
      .select('body')
      .where('destination', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const temporary = /password is (\S+)\./.exec(mail.body)?.[1] ?? /臨時密碼為 (\S+)，/.exec(mail.body)?.[1];
    expect(temporary).toBeDefined();
    const res = await login({ username: member.username, password: temporary! });
    expect(res.json().code).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('payment password with a bound authenticator', () => {
  const post = async (member: { id: bigint; merchantId: bigint }, body: object) => {
    const token = await makeSession(t.ctx, member);
    return injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/member/password/payment',
      headers: { authorization: token },
      body,
    });
  };

  it('is not replaced with the login password alone', async () => {
    const secret = generateTotpSecret();
    const member = await makeMember(t.db, { totpSecret: secret });
    const body = { password: member.password, paymentPassword: '246810', confirmPaymentPassword: '246810' };
    const asked = await post(member, body);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().code).toBe('TOTP_REQUIRED');
    const wrong = await post(member, { ...body, totpCode: '000000' });
    expect(wrong.json().code).toBe('VERIFICATION_FAILED');
    const readHash = async () =>
      (
        await t.db
          .selectFrom('member')
          .select('payment_password_hash')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).payment_password_hash;
    expect(await readHash()).toBeNull();
    // A wrong login password with the right code: refused before the code is spent.
    const wrongPassword = await post(member, { ...body, password: 'nope-nope', totpCode: '123456' });
    expect(wrongPassword.json().code).toBe('PASSWORD_WRONG');
    const right = await post(member, { ...body, totpCode: generateTotpCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(await readHash()).not.toBeNull();
  });

  it('needs no code from a member without an authenticator', async () => {
    const member = await makeMember(t.db);
    const res = await post(member, {
      password: member.password,
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(res.statusCode).toBe(200);
  });
});
