import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
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
  t = await createTestApp();
});
afterAll(() => t.close());

const putLanguage = (member: TLoggedInMember, language: unknown, merchantCode?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/language',
    headers: headersOf(member, merchantCode),
    payload: { language },
  });

describe('PUT /wps/member/language', () => {
  it('stores a language the merchant offers and answers null', async () => {
    const member = await makeLoggedInMember(t);
    const res = await putLanguage(member, 'EN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    expect(await readMemberRow(t, member.id)).toMatchObject({ language: 'EN' });
    const info = await t.app.inject({ url: '/wps/member/info', headers: headersOf(member) });
    expect(info.json().value.language).toBe('EN');
  });

  it('refuses a known language the merchant does not offer, and an unknown one', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(await putLanguage(member, 'TH'), 400, 'VALIDATION_FAILED', {
      language: 'language_not_offered',
    });
    expectFailure(await putLanguage(member, 'XX'), 400, 'VALIDATION_FAILED');
    expect(await readMemberRow(t, member.id)).toMatchObject({ language: 'TW' });
  });

  it("follows each merchant's own languages", async () => {
    const thai = await makeMerchant(t.db, { brand: { languages: ['TH', 'EN'], defaultLanguage: 'TH' } });
    const member = await makeLoggedInMember(t, {}, thai);
    expect((await putLanguage(member, 'TH')).statusCode).toBe(200);
    expect(await readMemberRow(t, member.id)).toMatchObject({ language: 'TH' });
    expectFailure(await putLanguage(member, 'TW'), 400, 'VALIDATION_FAILED', {
      language: 'language_not_offered',
    });
  });

  it('lets trial accounts change their language', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expect((await putLanguage(trial, 'EN')).statusCode).toBe(200);
    expect(await readMemberRow(t, trial.id)).toMatchObject({ language: 'EN' });
  });

  it("changes only the caller's language, and a token never reaches another merchant", async () => {
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    await putLanguage(second, 'EN');
    expect(await readMemberRow(t, first.id)).toMatchObject({ language: 'TW' });

    const other = await makeOtherMerchant(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    expectFailure(await putLanguage(first, 'EN', other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await putLanguage(theirs, 'EN', 'demo'), 401, 'NOT_LOGGED_IN');
    expect(await readMemberRow(t, first.id)).toMatchObject({ language: 'TW' });
    expect(await readMemberRow(t, theirs.id)).toMatchObject({ language: 'TW' });
  });
});
