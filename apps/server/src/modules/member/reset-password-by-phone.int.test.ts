import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoModulesWith, makeMerchant } from '../../test/factories.js';
import { injectSealed, makeMember, makeSession } from '../../test/member-factories.js';
import { randomTestIp } from '../admin/admin.factories.js';
import { findActiveMerchantByCode } from '../merchant/merchant.queries.js';
import { issueSmsCode } from '../verification/issue-code.js';
import { randomMobile, readSentCode } from '../verification/verification.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

type TPhone = ReturnType<typeof randomMobile>;
const ip = '203.0.113.77';
const reset = (body: object, merchant?: { id: bigint; code: string }) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/member/password/verification',
    headers: {
      'x-forwarded-for': ip,
      'user-agent': 'reset-test',
      ...(merchant ? { merchant: merchant.code } : {}),
    },
    body,
    merchantId: merchant?.id,
  });
/** Asks for the NO_LOGIN code as the site does and reads it from the outbox. */
async function requestCode(phone: TPhone, merchantCode = 'demo'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: { merchant: merchantCode, 'x-forwarded-for': randomTestIp() },
    payload: { mobileNum: phone.typed, countryDialingCode: '84' },
  });
  expect(res.statusCode).toBe(200);
  return readSentCode(t.db, phone.destination);
}
/** A NO_LOGIN code for a number the route would refuse (no member behind it). */
async function issueDirectly(phone: TPhone): Promise<string> {
  const merchant = (await findActiveMerchantByCode(t.db, 'demo'))!;
  await issueSmsCode(t.ctx, {
    merchant,
    mobileNum: phone.typed,
    countryDialingCode: '84',
    purpose: 'NO_LOGIN',
    ip: null,
  });
  return readSentCode(t.db, phone.destination);
}
const bodyFor = (phone: TPhone, code: string, newPassword = 'Reset2024ok') => ({
  newPassword,
  mobileNum: phone.typed,
  countryDialingCode: '84',
  verificationCode: code,
});
const rowOf = (id: bigint) =>
  t.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const phoneMember = async (input: Parameters<typeof makeMember>[1] = {}) => {
  const phone = randomMobile();
  const member = await makeMember(t.db, {
    mobileNum: phone.mobileNum,
    countryDialingCode: '84',
    mustChangePassword: true,
    ...input,
  });
  return { phone, member };
};

describe('POST /wps/member/password/verification', () => {
  it('sets the new password, ends every session and logs the member in with a new one', async () => {
    const { phone, member } = await phoneMember({ accountType: 1 });
    const oldTokens = [await makeSession(t.ctx, member), await makeSession(t.ctx, member)];
    const code = await requestCode(phone);
    const res = await reset(bodyFor(phone, code));
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: String(member.id),
      userName: member.username,
      isAgent: 1,
      firstTimeLogin: false,
      passwordExpired: false,
      cpw: false,
    });

    const row = await rowOf(member.id);
    expect(await verifyPassword(row.password_hash, 'Reset2024ok')).toBe(true);
    expect(row).toMatchObject({ must_change_password: false, reset_password_hash: null, last_login_ip: ip });
    const sessions = await t.db
      .selectFrom('member_session')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ login_type: 'reset', ip, user_agent: 'reset-test' });
    expect(sessions[0]!.token_hash.equals(hashSessionToken(value.token))).toBe(true);
    for (const old of oldTokens) expect(sessions[0]!.token_hash.equals(hashSessionToken(old))).toBe(false);
    const used = await t.db
      .selectFrom('verification_code')
      .select('used_at')
      .where('destination', '=', phone.destination)
      .executeTakeFirstOrThrow();
    expect(used.used_at).toBeInstanceOf(Date);

    // The new session works; the code does not work twice.
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/bind',
      headers: { authorization: value.token, 'x-forwarded-for': randomTestIp() },
      payload: { mobileNum: '', countryDialingCode: '84' },
    });
    expect(asMember.json().code).toBe('PHONE_MISSING_NUMBER');
    expect((await reset(bodyFor(phone, code, 'Another2024'))).json().code).toBe('PHONE_INVALID_CODE');
  });

  it('checks the password rule before using the code, so a refused password does not burn it', async () => {
    const { phone, member } = await phoneMember();
    const code = await requestCode(phone);
    const weak = await reset(bodyFor(phone, code, 'short'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'validation_failed',
      details: { newPassword: 'reg_pattern_8' },
    });
    expect(await verifyPassword((await rowOf(member.id)).password_hash, member.password)).toBe(true);
    expect((await reset(bodyFor(phone, code))).json().success).toBe(true);
  });

  it('refuses a wrong, missing-for-this-purpose or expired code', async () => {
    const { phone, member } = await phoneMember();
    const before = await rowOf(member.id);
    expect((await reset(bodyFor(phone, '123456'))).json()).toEqual({
      success: false,
      code: 'PHONE_INVALID_CODE',
      message: 'phone_invalid_code',
    });
    const code = await requestCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await reset(bodyFor(phone, wrong))).json().code).toBe('PHONE_INVALID_CODE');
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('destination', '=', phone.destination)
      .execute();
    const expired = await reset(bodyFor(phone, code));
    expect(expired.json()).toEqual({
      success: false,
      code: 'PHONE_CODE_EXPIRED',
      message: 'phone_code_expired',
    });
    expect(await rowOf(member.id)).toEqual(before);
  });

  it('refuses a code sent for registration rather than for this', async () => {
    const phone = randomMobile();
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { 'x-forwarded-for': randomTestIp() },
      payload: { mobileNo: phone.typed, countryDialingCode: '84' },
    });
    const code = await readSentCode(t.db, phone.destination);
    expect((await reset(bodyFor(phone, code))).json().code).toBe('PHONE_INVALID_CODE');
  });

  it('refuses a number no real, enabled member of this merchant has bound', async () => {
    const nobody = randomMobile();
    const disabled = await phoneMember({ isDisabled: true });
    const trialPhone = randomMobile();
    await makeMember(t.db, { accountType: 4, mobileNum: trialPhone.mobileNum });
    for (const phone of [nobody, disabled.phone, trialPhone]) {
      const res = await reset(bodyFor(phone, await issueDirectly(phone)));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PHONE_OPERATION_NOT_ALLOWED');
    }
    expect(
      await verifyPassword((await rowOf(disabled.member.id)).password_hash, disabled.member.password),
    ).toBe(true);
  });

  it('changes only the member of the merchant asked, not the same number elsewhere', async () => {
    const other = await makeMerchant(t.db);
    const { phone, member } = await phoneMember();
    const twin = await makeMember(t.db, { merchantId: other.id, mobileNum: phone.mobileNum });
    const twinBefore = await rowOf(twin.id);
    expect((await reset(bodyFor(phone, await requestCode(phone)))).json().value.id).toBe(String(member.id));
    expect(await rowOf(twin.id)).toEqual(twinBefore);
  });

  it('refuses a missing or invalid number', async () => {
    const missing = await reset({ newPassword: 'Reset2024ok', mobileNum: '', verificationCode: '123456' });
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const invalid = await reset({
      newPassword: 'Reset2024ok',
      mobileNum: '0100',
      countryDialingCode: '84',
      verificationCode: '123456',
    });
    expect(invalid.json().code).toBe('PHONE_INVALID_NUMBER');
  });

  it('is refused with MODULE_DISABLED when the phone reset is off', async () => {
    const merchant = await makeMerchant(t.db, {
      settings: { modules: demoModulesWith({ CHNGPASSVERIF3: '0' }) },
    });
    const phone = randomMobile();
    await makeMember(t.db, { merchantId: merchant.id, mobileNum: phone.mobileNum });
    const code = await requestCode(phone, merchant.code); // sms login is still on
    const res = await reset(bodyFor(phone, code), merchant);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'MODULE_DISABLED', message: 'module_disabled' });
    const row = await t.db
      .selectFrom('verification_code')
      .select('used_at')
      .where('destination', '=', phone.destination)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('refuses a plaintext body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: {
        newPassword: 'Reset2024ok',
        mobileNum: '0912345678',
        countryDialingCode: '84',
        verificationCode: '1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
  });
});
