import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';
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

const putProfile = (member: TLoggedInMember, payload: Record<string, unknown>, merchantCode?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/profile',
    headers: headersOf(member, merchantCode),
    payload,
  });

/** yyyy-MM-dd of the day `years` years before today (local calendar, as the age check counts). */
function yearsAgo(years: number, dayOffset = 0): string {
  const now = new Date();
  const day = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + dayOffset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('PUT /wps/member/profile', () => {
  it('sets nickname, payee name (demo rule: letters and Chinese) and birthday, answering the member info', async () => {
    const member = await makeLoggedInMember(t);
    const res = await putProfile(member, {
      nickname: 'LuckyAce',
      payeeName: '王小明',
      birthday: '1990-12-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id: member.id.toString(),
      nickname: 'LuckyAce',
      payeeName: '王小明',
      birthday: '1990-12-31',
    });
    expect(await readMemberRow(t, member.id)).toMatchObject({
      nickname: 'LuckyAce',
      payee_name: '王小明',
      birthday: '1990-12-31',
    });
  });

  it('changes the nickname as often as asked, and leaves fields not sent alone', async () => {
    const member = await makeLoggedInMember(t, { payeeName: 'KeptName' });
    await putProfile(member, { nickname: 'first' });
    const res = await putProfile(member, { nickname: '第二個' });
    expect(res.json().value).toMatchObject({ nickname: '第二個', payeeName: 'KeptName' });
    expect((await putProfile(member, {})).json().value).toMatchObject({ nickname: '第二個' });
  });

  it('refuses a nickname with spaces, empty or longer than 32 characters (pattern family 12)', async () => {
    const member = await makeLoggedInMember(t);
    for (const nickname of ['two words', '', 'x'.repeat(33)]) {
      const res = await putProfile(member, { nickname });
      // Over 32 the contract itself refuses (body.nickname); the others are the pattern family's message.
      expectFailure(res, 400, 'VALIDATION_FAILED');
      if (nickname.length <= 32) expect(res.json().details).toEqual({ nickname: 'reg_pattern_12' });
    }
    expect((await putProfile(member, { nickname: 'x'.repeat(32) })).statusCode).toBe(200);
  });

  it('sets the payee name once: another value is payee_name_locked, the same value passes', async () => {
    const member = await makeLoggedInMember(t);
    expect((await putProfile(member, { payeeName: '李大同' })).statusCode).toBe(200);
    expectFailure(await putProfile(member, { payeeName: 'SomeoneElse' }), 400, 'VALIDATION_FAILED', {
      payeeName: 'payee_name_locked',
    });
    expect((await putProfile(member, { payeeName: '李大同', nickname: 'c' })).statusCode).toBe(200);
    expect(await readMemberRow(t, member.id)).toMatchObject({ payee_name: '李大同', nickname: 'c' });
  });

  it("checks the payee name against the merchant's payeeName rule, even when registration hides it", async () => {
    const rules = DEMO_SETTINGS.registerRules.map((rule) =>
      rule.field === 'payeeName'
        ? { ...rule, patternId: 11, minLength: 3, maxLength: 20, enabled: false }
        : rule,
    );
    const merchant = await makeMerchant(t.db, { settings: { ...DEMO_SETTINGS, registerRules: rules } });
    const member = await makeLoggedInMember(t, {}, merchant);
    expectFailure(await putProfile(member, { payeeName: 'Bob 2' }), 400, 'VALIDATION_FAILED', {
      payeeName: 'reg_pattern_11',
    });
    expectFailure(await putProfile(member, { payeeName: 'Al' }), 400, 'VALIDATION_FAILED', {
      payeeName: 'reg_pattern_11',
    });
    expectFailure(await putProfile(member, { payeeName: '   ' }), 400, 'VALIDATION_FAILED', {
      payeeName: 'field_required',
    });
    expect((await putProfile(member, { payeeName: 'Bob Smith' })).statusCode).toBe(200);
  });

  it('sets the birthday once, from 21 years back; MM-dd-yyyy is stored as yyyy-MM-dd', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(await putProfile(member, { birthday: yearsAgo(21, 1) }), 400, 'VALIDATION_FAILED', {
      birthday: 'birthday_min_age',
    });
    for (const birthday of ['1990-02-30', '1990/01/01', 'yesterday', '19900101']) {
      expectFailure(await putProfile(member, { birthday }), 400, 'VALIDATION_FAILED', {
        birthday: 'reg_pattern_13',
      });
    }
    expect(await readMemberRow(t, member.id)).toMatchObject({ birthday: null });

    const exactly21 = yearsAgo(21);
    expect((await putProfile(member, { birthday: exactly21 })).json().value.birthday).toBe(exactly21);
    expectFailure(await putProfile(member, { birthday: '1980-01-01' }), 400, 'VALIDATION_FAILED', {
      birthday: 'birthday_locked',
    });
    expect((await putProfile(member, { birthday: exactly21 })).statusCode).toBe(200);

    const other = await makeLoggedInMember(t);
    expect((await putProfile(other, { birthday: '03-15-1985' })).json().value.birthday).toBe('1985-03-15');
  });

  it('reports every bad field at once and changes nothing', async () => {
    const member = await makeLoggedInMember(t, { payeeName: 'LockedName' });
    await t.db.updateTable('member').set({ birthday: '1970-01-01' }).where('id', '=', member.id).execute();
    expectFailure(
      await putProfile(member, { nickname: 'a b', birthday: '2999-01-01' }),
      400,
      'VALIDATION_FAILED',
      {
        nickname: 'reg_pattern_12',
        birthday: 'birthday_min_age',
      },
    );
    expectFailure(
      await putProfile(member, { nickname: 'fine', payeeName: 'NewName', birthday: '1971-01-01' }),
      400,
      'VALIDATION_FAILED',
      { payeeName: 'payee_name_locked', birthday: 'birthday_locked' },
    );
    expect(await readMemberRow(t, member.id)).toMatchObject({
      nickname: null,
      payee_name: 'LockedName',
      birthday: '1970-01-01',
    });
  });

  it('refuses trial accounts', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await putProfile(trial, { nickname: 'trial' }), 403, 'TRIAL_ACCOUNT');
    expect(await readMemberRow(t, trial.id)).toMatchObject({ nickname: null });
  });

  it("changes only the caller's profile, and a token never reaches another merchant", async () => {
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    await putProfile(first, { nickname: 'first', payeeName: 'FirstPerson' });
    const res = await putProfile(second, { nickname: 'second', payeeName: 'SecondPerson' });
    expect(res.json().value).toMatchObject({ id: second.id.toString(), nickname: 'second' });
    expect(await readMemberRow(t, first.id)).toMatchObject({ nickname: 'first', payee_name: 'FirstPerson' });

    const other = await makeOtherMerchant(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    expectFailure(await putProfile(first, { nickname: 'hijack' }, other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await putProfile(theirs, { nickname: 'hijack' }, 'demo'), 401, 'NOT_LOGGED_IN');
    expect(await readMemberRow(t, first.id)).toMatchObject({ nickname: 'first' });
    expect(await readMemberRow(t, theirs.id)).toMatchObject({ nickname: null });
  });

  it('lets only one of two racing requests set the payee name', async () => {
    const member = await makeLoggedInMember(t);
    const answers = await Promise.all([
      putProfile(member, { payeeName: 'RacerOne' }),
      putProfile(member, { payeeName: 'RacerTwo' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const stored = (await readMemberRow(t, member.id)).payee_name;
    const winner = answers.find((res) => res.statusCode === 200)!;
    expect(winner.json().value.payeeName).toBe(stored);
  });
});
