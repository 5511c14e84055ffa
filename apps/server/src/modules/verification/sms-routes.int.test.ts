import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoModulesWith, makeMerchant } from '../../test/factories.js';
import { demoMerchantId, makeMember, makeSession } from '../../test/member-factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';
import { randomTestIp } from '../admin/admin.factories.js';
import { randomMobile, readSentCode } from './verification.factories.js';

let t: TTestApp;
let demoId: bigint;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  demoId = await demoMerchantId(t.db);
});
afterAll(() => t.close());

type TPath = 'noLogin' | 'register' | 'bind';
const post = (path: TPath, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/verification/sms/${path}`,
    headers: { host: 'localhost', 'x-forwarded-for': randomTestIp(), ...headers },
    payload,
  });
const codesTo = (destination: string) =>
  t.db.selectFrom('verification_code').selectAll().where('destination', '=', destination).execute();
const failure = (code: string, message: string) => ({ success: false, code, message });
const withModules = (changes: Record<string, '0' | '1'>) => ({ modules: demoModulesWith(changes) });

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a code to a bound number, storing only its hash with the merchant lifetime', async () => {
    const phone = randomMobile();
    await makeMember(t.db, { mobileNum: phone.mobileNum, countryDialingCode: '84' });
    const ip = randomTestIp();
    const res = await post(
      'noLogin',
      { mobileNum: phone.typed, countryDialingCode: '84' },
      { 'x-forwarded-for': ip },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });

    const [row] = await codesTo(phone.destination);
    const code = await readSentCode(t.db, phone.destination);
    expect(code).toMatch(/^\d{6}$/);
    expect(row).toMatchObject({
      merchant_id: demoId,
      channel: 'SMS',
      purpose: 'NO_LOGIN',
      ip,
      used_at: null,
    });
    expect(row!.code_hash.equals(createHash('sha256').update(code).digest())).toBe(true);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(5 * 60_000);
    const [sent] = await t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('destination', '=', phone.destination)
      .execute();
    expect(sent).toMatchObject({ channel: 'SMS', provider: 'outbox', status: 'STORED', subject: null });
  });

  it('answers the merchant’s own lifetime and writes the message in the Language asked for', async () => {
    const { code: merchantCode, id } = await makeMerchant(t.db, {
      settings: { accounts: { ...DEMO_SETTINGS.accounts, codeExpiredMinutes: 3 } },
    });
    const phone = randomMobile();
    await makeMember(t.db, { merchantId: id, mobileNum: phone.mobileNum });
    const res = await post(
      'noLogin',
      { mobileNum: phone.destination },
      { merchant: merchantCode, language: 'TW' },
    );
    expect(res.json().value).toEqual({ expiredMinutes: 3 });
    const [row] = await codesTo(phone.destination);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(3 * 60_000);
    const sent = await t.db
      .selectFrom('message_outbox')
      .select('body')
      .where('destination', '=', phone.destination)
      .executeTakeFirstOrThrow();
    expect(sent.body).toContain('驗證碼');
    expect(sent.body).toContain('3 分鐘');
  });

  it('refuses a missing number with PHONE_MISSING_NUMBER', async () => {
    for (const payload of [
      { countryDialingCode: '84' },
      { mobileNum: '', countryDialingCode: '84' },
      { mobileNum: '  ' },
    ]) {
      const res = await post('noLogin', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(failure('PHONE_MISSING_NUMBER', 'phone_missing_number'));
    }
  });

  it('refuses a number that is not valid for its country with PHONE_INVALID_NUMBER', async () => {
    const cases = [
      { mobileNum: '12345', countryDialingCode: '84' },
      { mobileNum: 'not-a-number', countryDialingCode: '84' },
      { mobileNum: '0912345678' }, // no country and no '+'
      { mobileNum: '+66812345678', countryDialingCode: '84' }, // a Thai number beside Vietnam
      { mobileNum: '0912345678', countryDialingCode: '99999' },
    ];
    for (const payload of cases) {
      const res = await post('noLogin', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(failure('PHONE_INVALID_NUMBER', 'phone_invalid_number'));
    }
  });

  it('refuses a number no member of this merchant has bound, or whose member is disabled', async () => {
    const nobody = randomMobile();
    const elsewhere = randomMobile();
    const other = await makeMerchant(t.db);
    await makeMember(t.db, { merchantId: other.id, mobileNum: elsewhere.mobileNum });
    const disabled = randomMobile();
    await makeMember(t.db, { mobileNum: disabled.mobileNum, isDisabled: true });
    for (const phone of [nobody, elsewhere, disabled]) {
      const res = await post('noLogin', { mobileNum: phone.typed, countryDialingCode: '84' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(failure('PHONE_OPERATION_NOT_ALLOWED', 'phone_operation_not_allowed'));
      expect(await codesTo(phone.destination)).toHaveLength(0);
    }
  });

  it('is refused when neither sms login nor the phone reset is on, and allowed with either', async () => {
    const cases: [Record<string, '0' | '1'>, number][] = [
      [{ SMSLOGIN3: '0', CHNGPASSVERIF3: '0' }, 403],
      [{ SMSLOGIN3: '1', CHNGPASSVERIF3: '0' }, 200],
      [{ SMSLOGIN3: '0', CHNGPASSVERIF3: '1' }, 200],
    ];
    for (const [modules, status] of cases) {
      const merchant = await makeMerchant(t.db, { settings: withModules(modules) });
      const phone = randomMobile();
      await makeMember(t.db, { merchantId: merchant.id, mobileNum: phone.mobileNum });
      const res = await post(
        'noLogin',
        { mobileNum: phone.typed, countryDialingCode: '84' },
        { merchant: merchant.code },
      );
      expect(res.statusCode, JSON.stringify(modules)).toBe(status);
      if (status === 403) expect(res.json().code).toBe('PHONE_OPERATION_NOT_ALLOWED');
    }
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a REGISTER code to a free number given as mobileNo', async () => {
    const phone = randomMobile();
    const res = await post('register', { mobileNo: phone.typed, countryDialingCode: '+84' });
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect((await codesTo(phone.destination)).map((r) => r.purpose)).toEqual(['REGISTER']);
  });

  it('refuses a number already registered with MOBILE_TAKEN', async () => {
    const phone = randomMobile();
    await makeMember(t.db, { mobileNum: phone.mobileNum });
    const res = await post('register', { mobileNo: phone.typed, countryDialingCode: '84' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(failure('MOBILE_TAKEN', 'mobile_taken'));
    expect(await codesTo(phone.destination)).toHaveLength(0);
  });

  it('refuses with MODULE_DISABLED when mobile registration is off', async () => {
    const merchant = await makeMerchant(t.db, { settings: withModules({ MOBILEREG3: '0' }) });
    const phone = randomMobile();
    const res = await post(
      'register',
      { mobileNo: phone.typed, countryDialingCode: '84' },
      { merchant: merchant.code },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(failure('MODULE_DISABLED', 'module_disabled'));
  });

  it('refuses a missing and an invalid number', async () => {
    expect((await post('register', { countryDialingCode: '84' })).json().code).toBe('PHONE_MISSING_NUMBER');
    expect((await post('register', { mobileNo: '0100', countryDialingCode: '84' })).json().code).toBe(
      'PHONE_INVALID_NUMBER',
    );
  });
});

describe('POST /wps/verification/sms/bind', () => {
  it('sends a BIND code to the logged-in member for a free number', async () => {
    const member = await makeMember(t.db);
    const token = await makeSession(t.ctx, member);
    const phone = randomMobile();
    const res = await post(
      'bind',
      { mobileNum: phone.typed, countryDialingCode: '84' },
      { authorization: token },
    );
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect((await codesTo(phone.destination)).map((r) => r.purpose)).toEqual(['BIND']);
  });

  it('needs a session, refuses trial accounts, taken and invalid numbers', async () => {
    const phone = randomMobile();
    const body = { mobileNum: phone.typed, countryDialingCode: '84' };
    const anonymous = await post('bind', body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');

    const trial = await makeMember(t.db, { accountType: 4 });
    const trialRes = await post('bind', body, { authorization: await makeSession(t.ctx, trial) });
    expect(trialRes.json()).toEqual(failure('TRIAL_ACCOUNT', 'in_need_true_account'));

    const token = await makeSession(t.ctx, await makeMember(t.db));
    const taken = randomMobile();
    await makeMember(t.db, { mobileNum: taken.mobileNum });
    const takenRes = await post(
      'bind',
      { mobileNum: taken.typed, countryDialingCode: '84' },
      { authorization: token },
    );
    expect(takenRes.json().code).toBe('MOBILE_TAKEN');
    const invalid = await post(
      'bind',
      { mobileNum: '123', countryDialingCode: '84' },
      { authorization: token },
    );
    expect(invalid.json().code).toBe('PHONE_INVALID_NUMBER');
    const missing = await post('bind', { mobileNum: '', countryDialingCode: '84' }, { authorization: token });
    expect(missing.json().code).toBe('PHONE_MISSING_NUMBER');
    expect(await codesTo(phone.destination)).toHaveLength(0);
  });
});

describe('GET /wps/system/countries', () => {
  it('lists every country with its alpha-2 code and dialling code, by English name, cacheable', async () => {
    const res = await t.app.inject({ url: '/wps/system/countries', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const list = res.json().value as { countryCode: string; countryDialingCode: string; name: string }[];
    expect(list.length).toBeGreaterThan(200);
    expect(list).toContainEqual({ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' });
    expect(list).toContainEqual({ countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' });
    for (const country of list) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.countryDialingCode).toMatch(/^\d{1,4}$/);
    }
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
