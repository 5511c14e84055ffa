import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoModulesWith, makeMerchant } from '../../test/factories.js';
import {
  demoMerchantId,
  injectSealed,
  makeMember,
  sealFor,
  solveCaptcha,
} from '../../test/member-factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const randomIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const newName = () => `p${randomBytes(5).toString('hex')}`;

const solvedCaptcha = () => solveCaptcha(t);

async function registration(over: Record<string, unknown> = {}) {
  const username = newName();
  return {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    agreeTerms: true,
    login: true,
    domain: 'localhost',
    ...(await solvedCaptcha()),
    ...over,
  };
}
const register = (body: unknown, ip = randomIp(), url = '/wps/member/register') =>
  injectSealed(t.app, t.ctx, { method: 'PUT', url, body, headers: { 'x-forwarded-for': ip } });

describe('PUT /wps/member/register', () => {
  it('registers by username, logs in, and stores what the form sent', async () => {
    const body = await registration({ email: 'New.Player@Example.com', payeeName: '王小明' });
    const res = await register(body, '203.0.113.77');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: body.username, isAgent: 0, firstTimeLogin: true, cpw: false });
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'new.player@example.com',
      payee_name: '王小明',
      referral_code: null,
      register_domain: 'localhost',
      register_ip: '203.0.113.77',
      account_type: 0,
      upline_id: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash, 'Secret123')).toBe(true);
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: value.token } });
    expect(info.json().value.account).toBe(body.username);
  });

  it('applies every merchant rule and answers field by field, changing nothing', async () => {
    const body = await registration({
      username: '1abc',
      password: 'short',
      confirmPassword: 'other',
      email: 'not-an-email',
      payeeName: 'Wang1',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        username: 'reg_pattern_2',
        password: 'reg_pattern_8',
        confirmPassword: 'reg_pattern_1',
        email: 'reg_pattern_6',
        payeeName: 'reg_pattern_3',
      },
    });
    expect(
      await t.db.selectFrom('member').select('id').where('username', '=', '1abc').execute(),
    ).toHaveLength(0);
  });

  it('says inconsistent_twice for a confirmation that differs', async () => {
    const res = await register(await registration({ confirmPassword: 'Secret124' }));
    expect(res.json().details).toEqual({ confirmPassword: 'inconsistent_twice' });
  });

  it('requires the terms agreement and a right captcha', async () => {
    const noTerms = await register(await registration({ agreeTerms: false }));
    expect(noTerms.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { 'body.agreeTerms': 'terms_agreement_required' },
    });
    const solved = await solvedCaptcha();
    const wrong = await register(
      await registration({ ...solved, captcha: solved.captcha === '1111' ? '2222' : '1111' }),
    );
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a taken username whatever its case', async () => {
    const existing = await makeMember(t.db);
    const res = await register(await registration({ username: existing.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
  });

  it('checks the affiliate code first and puts the member under its owner', async () => {
    const agent = await makeMember(t.db, { accountType: 1 });
    const code = `A${randomBytes(3).toString('hex')}`;
    await t.db
      .insertInto('affiliate_code')
      .values({ code, merchant_id: agent.merchantId, member_id: agent.id })
      .execute();
    const bad = await register(await registration({ affiliateCode: 'NOPE1234', username: '!!bad' }));
    expect(bad.json()).toMatchObject({ code: 'INVITATION_CODE_ERROR', message: 'invitation_code_error' });
    const body = await registration({ affiliateCode: code });
    expect((await register(body)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ upline_id: agent.id, affiliate_code_used: code });
  });

  it('refuses a birthday under 21 years when the merchant asks for one', async () => {
    const rules = DEMO_SETTINGS.registerRules.map((rule) =>
      rule.field === 'birthday' ? { ...rule, enabled: true } : rule,
    );
    const merchant = await makeMerchant(t.db, { settings: { registerRules: rules } });
    const young = new Date();
    const birthday = `${young.getFullYear() - 20}-01-01`;
    const send = async (over: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { merchant: merchant.code },
        payload: (await sealFor(t.ctx, await registration(over), merchant.id)) as object,
      });
    // The captcha belongs to the demo merchant: the rule check comes first and answers the birthday.
    expect((await send({ birthday })).json().details).toEqual({ birthday: 'birthday_min_age' });
  });

  it('takes only a real date 21 years back, whatever pattern the merchant set for the birthday', async () => {
    const rules = DEMO_SETTINGS.registerRules.map((rule) =>
      rule.field === 'birthday' ? { ...rule, enabled: true, acceptedPattern: '*', patternId: 1 } : rule,
    );
    const merchant = await makeMerchant(t.db, { settings: { registerRules: rules } });
    const send = async (over: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { merchant: merchant.code },
        payload: (await sealFor(t.ctx, await registration(over), merchant.id)) as object,
      });
    const today = new Date();
    const iso = (years: number, days = 0) => {
      const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    const cases: [string, string][] = [
      ['not-a-date', 'reg_pattern_13'],
      ['1990-02-30', 'reg_pattern_13'],
      [iso(-1), 'birthday_min_age'],
      [iso(21, 1), 'birthday_min_age'],
    ];
    for (const [birthday, key] of cases) {
      const res = await send({ birthday });
      expect(res.statusCode, birthday).toBe(400);
      expect(res.json().details, birthday).toEqual({ birthday: key });
    }
    const stored = await t.db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(stored).toEqual([]);
    // Exactly 21 today passes the field checks (the captcha, of the demo merchant, is what fails then).
    expect((await send({ birthday: iso(21) })).json().details?.birthday).toBeUndefined();
  });

  it('refuses username registration when the merchant switched it off', async () => {
    const merchant = await makeMerchant(t.db, { settings: { modules: demoModulesWith({ USERREG3: '0' }) } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: merchant.code },
      payload: (await sealFor(t.ctx, await registration(), merchant.id)) as object,
    });
    expect(res.json().code).toBe('MODULE_DISABLED');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers with the number as username after the SMS code', async () => {
    const ip = randomIp();
    const mobileNo = `9${String(Date.now()).slice(-8)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { 'x-forwarded-for': ip },
      payload: { mobileNo, countryDialingCode: '84' },
    });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sms = await t.db
      .selectFrom('message_outbox')
      .select('body')
      .where('destination', '=', `+84${mobileNo}`)
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.body)![1]!;
    const body = await registration({
      mobileNum: mobileNo,
      countryDialingCode: '84',
      verificationCode: code,
      registerMethod: 'WEB',
      registerUrl: 'http://localhost/register',
    });
    const res = await register(body, ip, '/wps/member/register/mobile');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(mobileNo);
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', BigInt(res.json().value.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      mobile_num: mobileNo,
      country_dialing_code: '84',
      register_url: 'http://localhost/register',
    });
    // The code is used up, and the number is taken.
    const again = await register(
      await registration({ mobileNum: mobileNo, countryDialingCode: '84', verificationCode: code }),
      ip,
      '/wps/member/register/mobile',
    );
    expect(['PHONE_INVALID_CODE', 'MOBILE_TAKEN']).toContain(again.json().code);
  });

  it('refuses a wrong SMS code', async () => {
    const body = await registration({
      mobileNum: '912000111',
      countryDialingCode: '84',
      verificationCode: '000000',
    });
    const res = await register(body, randomIp(), '/wps/member/register/mobile');
    expect(res.json().code).toBe('PHONE_INVALID_CODE');
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('answers a valid code with its masked owner, and invitation_code_error otherwise', async () => {
    const agent = await makeMember(t.db, {
      accountType: 1,
      username: `agent${randomBytes(3).toString('hex')}`,
    });
    const merchantId = await demoMerchantId(t.db);
    await t.db
      .insertInto('affiliate_code')
      .values({ code: 'SPRING26', merchant_id: merchantId, member_id: agent.id, domain: 'kirin.example' })
      .execute();
    const ok = await t.app.inject({ url: '/wps/agent/affiliate?code=SPRING26&domain=kirin.example' });
    expect(ok.json().value).toEqual({
      code: 'SPRING26',
      valid: true,
      uplineAccount: `ag***${agent.username.slice(-1)}`,
    });
    const wrongDomain = await t.app.inject({
      url: '/wps/agent/affiliate?code=SPRING26&domain=other.example',
    });
    expect(wrongDomain.json()).toMatchObject({ code: 'INVITATION_CODE_ERROR' });
    const missing = await t.app.inject({ url: '/wps/agent/affiliate' });
    expect(missing.json().code).toBe('VALIDATION_FAILED');
  });
});
