import { ZMemberInfo } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember } from '../../test/member-factories.js';
import { loadMemberInfo } from './member-view.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from './security-centre.factories.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getInfo = (member: TLoggedInMember, merchantCode?: string) =>
  t.app.inject({ url: '/wps/member/info', headers: headersOf(member, merchantCode) });

describe('GET /wps/member/info', () => {
  it('answers the member with e-mail and mobile masked and the previous login as the last one', async () => {
    const upline = await makeMember(t.db, { accountType: 1 });
    const member = await makeLoggedInMember(t, {
      uplineId: upline.id,
      email: 'abcdef@mail.com',
      mobileNum: '912345678',
      countryDialingCode: '84',
      payeeName: 'Nguyen Van A',
    });
    const previousLogin = new Date('2024-05-01T10:20:30.000Z');
    await t.db
      .updateTable('member')
      .set({
        nickname: 'ace',
        club_label: 'Gold',
        rank_level: 5,
        member_labels: ['VIP', 'Early'],
        avatar: 'wave',
        language: 'EN',
        birthday: '1990-02-03',
        payment_password_hash: 'set',
        totp_secret: sealSecret('member-totp', 'JBSWY3DPEHPK3PXP'),
        last_login_at: new Date(),
        last_login_ip: '198.51.100.9',
        previous_login_at: previousLogin,
        previous_login_ip: '198.51.100.1',
      })
      .where('id', '=', member.id)
      .execute();

    const res = await getInfo(member);
    expect(res.statusCode).toBe(200);
    const info = ZMemberInfo.parse(res.json().value);
    expect(info).toEqual({
      id: member.id.toString(),
      account: member.username,
      nickname: 'ace',
      type: 0,
      isAgent: 0,
      toUpline: true,
      clubLabel: { labelName: 'Gold', rankLevel: 5 },
      memberLabel: [{ labelName: 'VIP' }, { labelName: 'Early' }],
      avatar: '/avatars/wave.svg',
      avatarType: 'STATIC',
      language: 'EN',
      payeeName: 'Nguyen Van A',
      birthday: '1990-02-03',
      email: 'ab***@mail.com',
      mobileNum: '****5678',
      countryDialingCode: '84',
      hasPaymentPassword: true,
      totpBound: true,
      lastLoginTime: previousLogin.toISOString(),
      lastLoginIp: '198.51.100.1',
      createdAt: expect.any(String),
      cpw: false,
    });
    expect(res.body).not.toContain('abcdef');
    expect(res.body).not.toContain('912345678');
    expect(res.body).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('answers nulls and empties for a fresh member without upline, labels or contacts', async () => {
    const member = await makeLoggedInMember(t);
    const info = (await getInfo(member)).json().value;
    expect(info).toMatchObject({
      nickname: null,
      toUpline: false,
      clubLabel: null,
      memberLabel: [],
      avatar: null,
      avatarType: 'STATIC',
      language: 'TW',
      payeeName: null,
      birthday: null,
      email: null,
      mobileNum: null,
      countryDialingCode: null,
      hasPaymentPassword: false,
      totpBound: false,
      lastLoginTime: null,
      lastLoginIp: null,
    });
    expect(new Date(info.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers agents with their type code and custom avatars with their URL', async () => {
    const agent = await makeLoggedInMember(t, { accountType: 41 });
    await t.db
      .updateTable('member')
      .set({ avatar: 'https://cdn.example/a.png', avatar_type: 'CUSTOM' })
      .where('id', '=', agent.id)
      .execute();
    expect((await getInfo(agent)).json().value).toMatchObject({
      type: 41,
      isAgent: 41,
      avatar: 'https://cdn.example/a.png',
      avatarType: 'CUSTOM',
    });
  });

  it('answers trial accounts too (isAgent 4)', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    const res = await getInfo(trial);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ account: trial.username, isAgent: 4 });
  });

  it('answers each token its own member only', async () => {
    const first = await makeLoggedInMember(t, { email: 'first@mail.com' });
    const second = await makeLoggedInMember(t, { email: 'second@mail.com' });
    expect((await getInfo(first)).json().value).toMatchObject({
      id: first.id.toString(),
      email: 'fi***@mail.com',
    });
    expect((await getInfo(second)).json().value).toMatchObject({
      id: second.id.toString(),
      email: 'se***@mail.com',
    });
  });

  it('refuses a token of another merchant (NOT_LOGGED_IN), either way round', async () => {
    const other = await makeOtherMerchant(t);
    const ours = await makeLoggedInMember(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    expectFailure(await getInfo(ours, other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await getInfo(theirs, 'demo'), 401, 'NOT_LOGGED_IN');
    expect((await getInfo(theirs)).json().value).toMatchObject({ id: theirs.id.toString() });
  });

  it('refuses no token, a malformed token and an ended session', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(
      await t.app.inject({ url: '/wps/member/info', headers: { merchant: 'demo' } }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFailure(await getInfo({ ...member, token: 'not-a-token' }), 401, 'NOT_LOGGED_IN');
    await t.db.deleteFrom('member_session').where('member_id', '=', member.id).execute();
    expectFailure(await getInfo(member), 401, 'NOT_LOGGED_IN');
  });

  it('loadMemberInfo answers NOT_FOUND for a member that does not exist', async () => {
    await expect(loadMemberInfo(t.db, 999_999_999n)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
