import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { injectSealed, makeMember, makeSession, type TTestMember } from '../../test/member-factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TBody = { oldPassword?: string; newPassword: string; confirmNewPassword: string };
const change = (token: string | undefined, body: TBody, merchant?: { id: bigint; code: string }) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/member/password',
    headers: { ...(token ? { authorization: token } : {}), ...(merchant ? { merchant: merchant.code } : {}) },
    body,
    merchantId: merchant?.id,
  });
const rowOf = (member: { id: bigint }) =>
  t.db.selectFrom('member').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
const sessionsOf = async (member: { id: bigint }) =>
  (
    await t.db.selectFrom('member_session').select('token_hash').where('member_id', '=', member.id).execute()
  ).map((s) => s.token_hash.toString('hex'));
const validation = (details: Record<string, string>) => ({
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'validation_failed',
  details,
});
const loggedIn = async (input: Parameters<typeof makeMember>[1] = {}) => {
  const member = await makeMember(t.db, {
    mustChangePassword: true,
    passwordChangedAt: new Date('2020-01-01'),
    ...input,
  });
  return { ...member, token: await makeSession(t.ctx, member) };
};
const asBody = (member: TTestMember, newPassword = 'NewPass2024') => ({
  oldPassword: member.password,
  newPassword,
  confirmNewPassword: newPassword,
});

describe('POST /wps/member/password', () => {
  it('changes the password, clears the forced change and ends every other session but this one', async () => {
    const member = await loggedIn();
    const otherToken = await makeSession(t.ctx, member);
    await t.db
      .updateTable('member')
      .set({
        reset_password_hash: await hashPassword('Temp1234abcd'),
        reset_password_expires_at: sql`now() + interval '10 minutes'`,
      })
      .where('id', '=', member.id)
      .execute();
    const res = await change(member.token, asBody(member));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });

    const row = await rowOf(member);
    expect(await verifyPassword(row.password_hash, 'NewPass2024')).toBe(true);
    expect(await verifyPassword(row.password_hash, member.password)).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(Date.now() - row.password_changed_at.getTime()).toBeLessThan(60_000);
    expect(row).toMatchObject({
      must_change_password: false,
      reset_password_hash: null,
      reset_password_expires_at: null,
    });
    expect(await sessionsOf(member)).toEqual([hashSessionToken(member.token).toString('hex')]);
    expect(await sessionsOf(member)).not.toContain(hashSessionToken(otherToken).toString('hex'));
  });

  it('accepts a live temporary password from "forgot password" as the old one', async () => {
    const member = await loggedIn();
    await t.db
      .updateTable('member')
      .set({
        reset_password_hash: await hashPassword('Temp1234abcd'),
        reset_password_expires_at: sql`now() + interval '10 minutes'`,
      })
      .where('id', '=', member.id)
      .execute();
    const res = await change(member.token, { ...asBody(member), oldPassword: 'Temp1234abcd' });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await rowOf(member)).reset_password_hash).toBeNull();
  });

  it('refuses an expired temporary password as the old one', async () => {
    const member = await loggedIn();
    await t.db
      .updateTable('member')
      .set({
        reset_password_hash: await hashPassword('Temp1234abcd'),
        reset_password_expires_at: sql`now() - interval '1 minute'`,
      })
      .where('id', '=', member.id)
      .execute();
    const res = await change(member.token, { ...asBody(member), oldPassword: 'Temp1234abcd' });
    expect(res.json().code).toBe('OLD_PASSWORD_WRONG');
  });

  it('checks the new password against the merchant password rule and the confirmation', async () => {
    const member = await loggedIn();
    const before = await rowOf(member);
    const short = await change(member.token, { ...asBody(member, 'abc1'), confirmNewPassword: 'abc1' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(validation({ newPassword: 'reg_pattern_8' }));
    const noDigit = await change(member.token, asBody(member, 'onlyletters'));
    expect(noDigit.json()).toEqual(validation({ newPassword: 'reg_pattern_8' }));
    const mismatch = await change(member.token, { ...asBody(member), confirmNewPassword: 'NewPass2025' });
    expect(mismatch.json()).toEqual(validation({ confirmNewPassword: 'checkPass' }));
    const both = await change(member.token, {
      oldPassword: member.password,
      newPassword: 'x',
      confirmNewPassword: 'y',
    });
    expect(both.json()).toEqual(
      validation({ newPassword: 'reg_pattern_8', confirmNewPassword: 'checkPass' }),
    );
    const noOld = await change(member.token, {
      newPassword: 'NewPass2024',
      confirmNewPassword: 'NewPass2024',
    });
    expect(noOld.json()).toEqual(validation({ oldPassword: 'field_required' }));
    const same = await change(member.token, asBody(member, member.password));
    expect(same.json()).toEqual(validation({ newPassword: 'password_same_as_old' }));
    expect((await rowOf(member)).password_hash).toBe(before.password_hash);
  });

  it('uses another merchant’s own password rule, and 8 to 64 of anything without one', async () => {
    const strict = await makeMerchant(t.db, {
      settings: {
        registerRules: [
          {
            field: 'password',
            patternId: 17,
            acceptedPattern: '*',
            minLength: 10,
            maxLength: 30,
            enabled: false,
            required: false,
          },
        ],
      },
    });
    const member = await makeMember(t.db, { merchantId: strict.id });
    const token = await makeSession(t.ctx, member);
    const weak = await change(token, asBody(member, 'NewPass2024'), strict);
    expect(weak.json()).toEqual(validation({ newPassword: 'reg_pattern_17' }));
    expect((await change(token, asBody(member, 'NewPass2024!x'), strict)).json().success).toBe(true);

    const bare = await makeMerchant(t.db, { settings: { registerRules: [] } });
    const plain = await makeMember(t.db, { merchantId: bare.id });
    const plainToken = await makeSession(t.ctx, plain);
    expect((await change(plainToken, asBody(plain, 'short'), bare)).json()).toEqual(
      validation({ newPassword: 'reg_pattern_1' }),
    );
    expect((await change(plainToken, asBody(plain, 'any thing at all'), bare)).json().success).toBe(true);
  });

  it('refuses a wrong old password, and after five in 15 minutes refuses even the right one', async () => {
    const member = await loggedIn();
    const before = await rowOf(member);
    const wrong = { ...asBody(member), oldPassword: 'NotMine123' };
    for (let i = 0; i < 5; i += 1) {
      const res = await change(member.token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'OLD_PASSWORD_WRONG',
        message: 'old_password_wrong',
      });
    }
    const locked = await change(member.token, asBody(member));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect((await rowOf(member)).password_hash).toBe(before.password_hash);

    // The failures were the member's own: another member is not affected.
    const other = await loggedIn();
    expect((await change(other.token, asBody(other))).json().success).toBe(true);
  });

  it('lets the failures age out of the window', async () => {
    const member = await loggedIn();
    for (let i = 0; i < 5; i += 1)
      await change(member.token, { ...asBody(member), oldPassword: 'NotMine123' });
    await t.db
      .updateTable('member_reauth_failure')
      .set({ at: sql`now() - interval '16 minutes'` })
      .where('member_id', '=', member.id)
      .execute();
    expect((await change(member.token, asBody(member))).json().success).toBe(true);
  });

  it('changes only the caller’s own password', async () => {
    const caller = await loggedIn();
    const bystander = await loggedIn();
    const before = await rowOf(bystander);
    // The bystander's old password does not open the caller's account either.
    expect((await change(caller.token, { ...asBody(bystander) })).json().code).toBe('OLD_PASSWORD_WRONG');
    expect(await rowOf(bystander)).toEqual(before);
  });

  it('needs a session, a real account and a sealed body', async () => {
    const member = await loggedIn();
    const anonymous = await change(undefined, asBody(member));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');

    const trial = await loggedIn({ accountType: 4 });
    const trialRes = await change(trial.token, asBody(trial));
    expect(trialRes.statusCode).toBe(403);
    expect(trialRes.json()).toEqual({
      success: false,
      code: 'TRIAL_ACCOUNT',
      message: 'in_need_true_account',
    });

    const plaintext = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: member.token },
      payload: asBody(member),
    });
    expect(plaintext.statusCode).toBe(400);
    expect(plaintext.json().code).toBe('ENCRYPTION_REQUIRED');
    expect(await verifyPassword((await rowOf(member)).password_hash, member.password)).toBe(true);
  });
});
