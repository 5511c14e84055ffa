import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { randomTestIp } from '../admin/admin.factories.js';
import { findActiveMerchantByCode } from '../merchant/merchant.queries.js';
import { issueSmsCode } from '../verification/issue-code.js';
import { randomMobile, readSentCode } from '../verification/verification.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  readMemberRow,
  type TLoggedInMember,
} from './security-centre.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

type TBindBody = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/** Each request from its own IP, so the one-per-second SMS throttle and the captcha never get in the way. */
const headersFrom = (member: TLoggedInMember, merchantCode?: string) => ({
  ...headersOf(member, merchantCode),
  'x-forwarded-for': randomTestIp(),
});
/** Asks for a BIND code as the member (the real call) and reads it from the outbox. */
async function sendBindCode(member: TLoggedInMember, phone = randomMobile()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/bind',
    headers: headersFrom(member),
    payload: { mobileNum: phone.typed, countryDialingCode: '84' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...phone, code: await readSentCode(t.db, phone.destination) };
}
const bind = (member: TLoggedInMember, body: TBindBody, merchantCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/bind/mobile',
    headers: headersFrom(member, merchantCode),
    payload: body,
  });
const bodyOf = (sent: { typed: string; code: string }): TBindBody => ({
  mobileNum: sent.typed,
  countryDialingCode: '84',
  verificationCode: sent.code,
});
const storedMobile = async (member: { id: bigint }) => {
  const row = await readMemberRow(t, member.id);
  return { mobile_num: row.mobile_num, country_dialing_code: row.country_dialing_code };
};

describe('POST /wps/member/bind/mobile', () => {
  it('binds the number with its BIND code, stored normalised, and answers the member info masked', async () => {
    const member = await makeLoggedInMember(t);
    const sent = await sendBindCode(member);
    const res = await bind(member, bodyOf(sent));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id: member.id.toString(),
      mobileNum: `****${sent.mobileNum.slice(-4)}`,
      countryDialingCode: '84',
    });
    expect(res.body).not.toContain(sent.mobileNum);
    expect(await storedMobile(member)).toEqual({ mobile_num: sent.mobileNum, country_dialing_code: '84' });
    const code = await t.db
      .selectFrom('verification_code')
      .select('used_at')
      .where('destination', '=', sent.destination)
      .executeTakeFirstOrThrow();
    expect(code.used_at).toBeInstanceOf(Date);
  });

  it('refuses a wrong code, a code of another purpose, and a code sent to another number', async () => {
    const member = await makeLoggedInMember(t);
    const sent = await sendBindCode(member);
    const wrong = sent.code === '000000' ? '000001' : '000000';
    expectFailure(
      await bind(member, { ...bodyOf(sent), verificationCode: wrong }),
      400,
      'PHONE_INVALID_CODE',
    );
    const elsewhere = await sendBindCode(member);
    expectFailure(
      await bind(member, { ...bodyOf(sent), verificationCode: elsewhere.code }),
      400,
      'PHONE_INVALID_CODE',
    );
    const registering = randomMobile();
    const merchant = (await findActiveMerchantByCode(t.db, 'demo'))!;
    await issueSmsCode(t.ctx, {
      merchant,
      mobileNum: registering.typed,
      countryDialingCode: '84',
      purpose: 'REGISTER',
      ip: null,
    });
    const registerCode = await readSentCode(t.db, registering.destination);
    expectFailure(
      await bind(member, { ...bodyOf({ typed: registering.typed, code: registerCode }) }),
      400,
      'PHONE_INVALID_CODE',
    );
    expect(await storedMobile(member)).toEqual({ mobile_num: null, country_dialing_code: null });
    // The right code still works after the wrong ones (fewer than five).
    expect((await bind(member, bodyOf(sent))).statusCode).toBe(200);
  });

  it('refuses a used code and an expired one', async () => {
    const first = await makeLoggedInMember(t);
    const sent = await sendBindCode(first);
    await bind(first, bodyOf(sent));
    await t.db
      .updateTable('member')
      .set({ mobile_num: null, country_dialing_code: null })
      .where('id', '=', first.id)
      .execute();
    expectFailure(await bind(first, bodyOf(sent)), 400, 'PHONE_INVALID_CODE');

    const second = await makeLoggedInMember(t);
    const late = await sendBindCode(second);
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('destination', '=', late.destination)
      .execute();
    expectFailure(await bind(second, bodyOf(late)), 400, 'PHONE_CODE_EXPIRED');
    expect(await storedMobile(second)).toEqual({ mobile_num: null, country_dialing_code: null });
  });

  it('refuses a missing or invalid number', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(
      await bind(member, { mobileNum: '12', countryDialingCode: '84', verificationCode: '123456' }),
      400,
      'PHONE_INVALID_NUMBER',
    );
    expectFailure(
      await bind(member, { mobileNum: '', countryDialingCode: '84', verificationCode: '123456' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a member who has a number already (mobile_already_bound)', async () => {
    const member = await makeLoggedInMember(t, { mobileNum: '912000111', countryDialingCode: '84' });
    const sent = randomMobile();
    expectFailure(
      await bind(member, { mobileNum: sent.typed, countryDialingCode: '84', verificationCode: '123456' }),
      400,
      'VALIDATION_FAILED',
      { mobileNum: 'mobile_already_bound' },
    );
    expect(await storedMobile(member)).toEqual({ mobile_num: '912000111', country_dialing_code: '84' });
  });

  it('refuses a number another member holds (MOBILE_TAKEN), without spending the code', async () => {
    const member = await makeLoggedInMember(t);
    const sent = await sendBindCode(member);
    const holder = await makeLoggedInMember(t, { mobileNum: sent.mobileNum, countryDialingCode: '84' });
    expectFailure(await bind(member, bodyOf(sent)), 409, 'MOBILE_TAKEN');
    expect(await storedMobile(member)).toEqual({ mobile_num: null, country_dialing_code: null });
    expect(await storedMobile(holder)).toEqual({ mobile_num: sent.mobileNum, country_dialing_code: '84' });
    const code = await t.db
      .selectFrom('verification_code')
      .select(['used_at', 'attempts'])
      .where('destination', '=', sent.destination)
      .executeTakeFirstOrThrow();
    expect(code).toEqual({ used_at: null, attempts: 0 });
  });

  it('refuses trial accounts', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    const sent = randomMobile();
    expectFailure(
      await bind(trial, { mobileNum: sent.typed, countryDialingCode: '84', verificationCode: '123456' }),
      403,
      'TRIAL_ACCOUNT',
    );
    expect(await storedMobile(trial)).toEqual({ mobile_num: null, country_dialing_code: null });
  });

  it('binds only to the caller, and a token never reaches another merchant', async () => {
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    const sent = await sendBindCode(second);
    expect((await bind(second, bodyOf(sent))).statusCode).toBe(200);
    expect(await storedMobile(first)).toEqual({ mobile_num: null, country_dialing_code: null });

    const other = await makeOtherMerchant(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    const forFirst = await sendBindCode(first);
    expectFailure(await bind(first, bodyOf(forFirst), other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await bind(theirs, bodyOf(forFirst), 'demo'), 401, 'NOT_LOGGED_IN');
    // A code issued for the demo merchant does not bind the number at another merchant.
    expectFailure(await bind(theirs, bodyOf(forFirst)), 400, 'PHONE_INVALID_CODE');
    expect(await storedMobile(first)).toEqual({ mobile_num: null, country_dialing_code: null });
    expect(await storedMobile(theirs)).toEqual({ mobile_num: null, country_dialing_code: null });
    expect((await bind(first, bodyOf(forFirst))).statusCode).toBe(200);
  });
});
