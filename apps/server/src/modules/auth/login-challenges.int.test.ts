import { type TLoginRequest } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotpCode } from '../../platform/auth/totp.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, sealFor } from '../../test/member-factories.js';
import { authTestClient, randomIp } from './auth.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { login, newCaptcha, makeMerchantWith } = authTestClient(() => t);

describe('two-factor and unregistered IP', () => {
  it('asks a member with a bound Google code for it, and grants the session with the right one', async () => {
    const { generateTotpSecret } = await import('../../platform/auth/totp.js');
    const secret = generateTotpSecret();
    const member = await makeMember(t.db, { totpSecret: secret });
    const ip = randomIp();
    const first = await login({ username: member.username, password: member.password }, ip);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      details: { method: 'TOTP', destination: '' },
    });
    const { challengeId } = first.json().details;
    const wrong = await login(
      {
        username: member.username,
        password: member.password,
        verification: { challengeId, answer: '000000' },
      },
      ip,
    );
    expect(wrong.json().code).toBe('VERIFICATION_FAILED');
    const code = generateTotpCode(secret);
    const right = await login(
      { username: member.username, password: member.password, verification: { challengeId, answer: code } },
      ip,
    );
    expect(right.statusCode).toBe(200);
    // The same code cannot be used twice.
    const again = await login({ username: member.username, password: member.password }, ip);
    const replay = await login(
      {
        username: member.username,
        password: member.password,
        verification: { challengeId: again.json().details.challengeId, answer: code },
      },
      ip,
    );
    expect(replay.json().code).toBe('VERIFICATION_FAILED');
  });

  it('sends an SMS code when a member logs in from a new IP, and remembers the IP once verified', async () => {
    const merchant = await makeMerchantWith({}, { ipVerification: 'SMS' });
    const member = await makeMember(t.db, {
      merchantId: merchant.id,
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    const send = async (ip: string, extra: Partial<TLoginRequest> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: merchant.code, 'x-forwarded-for': ip },
        payload: (await sealFor(
          t.ctx,
          { type: 'username', username: member.username, password: member.password, ...extra },
          merchant.id,
        )) as object,
      });
    // The first login has no known IP to compare with.
    expect((await send('203.0.113.50')).statusCode).toBe(200);
    const newIp = '203.0.113.51';
    const challenged = await send(newIp);
    expect(challenged.json()).toMatchObject({
      code: 'IP_VERIFICATION_REQUIRED',
      message: 'complete_verification_first',
      details: { method: 'SMS', destination: '+84 ****5678' },
    });
    const sms = await t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('destination', '=', '+84912345678')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.body)![1]!;
    const { challengeId } = challenged.json().details;
    expect((await send('203.0.113.99', { verification: { challengeId, answer: code } })).json().code).toBe(
      'VERIFICATION_FAILED',
    );
    expect((await send(newIp, { verification: { challengeId, answer: code } })).statusCode).toBe(200);
    expect((await send(newIp)).statusCode).toBe(200);
  });

  it('does not ask a second captcha of a login that answers its challenge', async () => {
    const { generateTotpSecret } = await import('../../platform/auth/totp.js');
    const secret = generateTotpSecret();
    const member = await makeMember(t.db, { totpSecret: secret });
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await login({ username: member.username, password: 'wrong-one1' }, ip);
    const captcha = await newCaptcha();
    const challenged = await login({ username: member.username, password: member.password, ...captcha }, ip);
    expect(challenged.json().code).toBe('TWO_FACTOR_REQUIRED');
    const { challengeId } = challenged.json().details;
    const answered = await login(
      {
        username: member.username,
        password: member.password,
        ...captcha,
        verification: { challengeId, answer: generateTotpCode(secret) },
      },
      ip,
    );
    expect(answered.statusCode).toBe(200);
    // A made-up challenge id does not skip the captcha.
    const forged = await login(
      {
        username: member.username,
        password: 'wrong-one1',
        verification: { challengeId: 'forged', answer: '123456' },
      },
      ip,
    );
    expect(forged.json().code).toBe('WRONG_CREDENTIALS');
  });

  it('falls back to the bank account name when the member has no mobile', async () => {
    const merchant = await makeMerchantWith({}, { ipVerification: 'SMS' });
    const member = await makeMember(t.db, { merchantId: merchant.id, payeeName: 'Nguyen Van An' });
    await t.db.insertInto('member_known_ip').values({ member_id: member.id, ip: '203.0.113.60' }).execute();
    const send = async (extra: Partial<TLoginRequest> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: merchant.code, 'x-forwarded-for': '203.0.113.61' },
        payload: (await sealFor(
          t.ctx,
          { type: 'username', username: member.username, password: member.password, ...extra },
          merchant.id,
        )) as object,
      });
    const challenged = await send();
    expect(challenged.json().details).toMatchObject({ method: 'BANK_ACCOUNT_NAME' });
    const { challengeId } = challenged.json().details;
    expect((await send({ verification: { challengeId, answer: '  nguyen  van an ' } })).statusCode).toBe(200);
  });
});
