import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed } from '../../test/member-factories.js';
import { REAUTH_MAX_FAILURES } from './reauth-limit.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  readMemberRow,
  type TLoggedInMember,
} from './security-centre.factories.js';
import { verifyPaymentPassword } from './verify-payment-password.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TBody = { password: string; paymentPassword: string; confirmPaymentPassword: string };
const URL = '/wps/member/password/payment';
const bodyFor = (member: TLoggedInMember, paymentPassword = '246810'): TBody => ({
  password: member.password,
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});
/** Sealed with the key of the merchant named in the header, as the site does. */
const post = (member: TLoggedInMember, body: TBody, merchant?: { id: bigint; code: string }) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: URL,
    headers: headersOf(member, merchant?.code),
    body,
    merchantId: merchant?.id ?? member.merchantId,
  });
const storedHash = async (member: { id: bigint }) =>
  (await readMemberRow(t, member.id)).payment_password_hash;

describe('POST /wps/member/password/payment', () => {
  it('stores the payment password as argon2id and answers null', async () => {
    const member = await makeLoggedInMember(t);
    const res = await post(member, bodyFor(member, '135790'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    const hash = await storedHash(member);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash!, '135790')).toBe(true);
    const info = await t.app.inject({ url: '/wps/member/info', headers: headersOf(member) });
    expect(info.json().value.hasPaymentPassword).toBe(true);
  });

  it('replaces an existing payment password', async () => {
    const member = await makeLoggedInMember(t);
    await post(member, bodyFor(member, '111111'));
    expect((await post(member, bodyFor(member, '222222'))).statusCode).toBe(200);
    expect(await verifyPassword((await storedHash(member))!, '222222')).toBe(true);
  });

  it('refuses a plaintext body (ENCRYPTION_REQUIRED)', async () => {
    const member = await makeLoggedInMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: headersOf(member),
      payload: bodyFor(member),
    });
    expectFailure(res, 400, 'ENCRYPTION_REQUIRED');
    expect(await storedHash(member)).toBeNull();
  });

  it('refuses a confirmation that differs (inconsistent_twice) and a payment password not of six digits', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(
      await post(member, { ...bodyFor(member, '123456'), confirmPaymentPassword: '123457' }),
      400,
      'VALIDATION_FAILED',
      { confirmPaymentPassword: 'inconsistent_twice' },
    );
    for (const paymentPassword of ['12345', '1234567', 'abcdef']) {
      expectFailure(await post(member, bodyFor(member, paymentPassword)), 400, 'VALIDATION_FAILED', {
        'body.paymentPassword': 'payment_password_rule',
      });
    }
    expect(await storedHash(member)).toBeNull();
  });

  it('refuses a wrong login password (PASSWORD_WRONG), and after five wrong in 15 minutes even the right one', async () => {
    const member = await makeLoggedInMember(t);
    for (let attempt = 1; attempt <= REAUTH_MAX_FAILURES; attempt++) {
      expectFailure(
        await post(member, { ...bodyFor(member), password: `wrong-${attempt}` }),
        400,
        'PASSWORD_WRONG',
      );
    }
    expectFailure(await post(member, bodyFor(member)), 429, 'RATE_LIMITED');
    expect(await storedHash(member)).toBeNull();

    // Failures older than the window no longer count.
    await t.db
      .updateTable('member_reauth_failure')
      .set({ at: new Date(Date.now() - 16 * 60_000) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await post(member, bodyFor(member))).statusCode).toBe(200);
  });

  it('clears the count of wrong passwords after a right one', async () => {
    const member = await makeLoggedInMember(t);
    for (let attempt = 1; attempt < REAUTH_MAX_FAILURES; attempt++) {
      await post(member, { ...bodyFor(member), password: 'wrong' });
    }
    expect((await post(member, bodyFor(member))).statusCode).toBe(200);
    const failures = await t.db
      .selectFrom('member_reauth_failure')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(failures).toEqual([]);
  });

  it('counts parallel wrong guesses without letting any past the limit', async () => {
    const member = await makeLoggedInMember(t);
    const answers = await Promise.all(
      Array.from({ length: REAUTH_MAX_FAILURES + 3 }, (_, i) =>
        post(member, { ...bodyFor(member), password: `w${i}` }),
      ),
    );
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 'PASSWORD_WRONG')).toHaveLength(REAUTH_MAX_FAILURES);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(3);
  });

  it('refuses trial accounts', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await post(trial, bodyFor(trial)), 403, 'TRIAL_ACCOUNT');
    expect(await storedHash(trial)).toBeNull();
  });

  it("sets only the caller's payment password, and a token never reaches another merchant", async () => {
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    // The second member cannot use the first one's password, and setting their own leaves the first alone.
    expectFailure(
      await post(second, { ...bodyFor(second), password: first.password }),
      400,
      'PASSWORD_WRONG',
    );
    expect((await post(second, bodyFor(second))).statusCode).toBe(200);
    expect(await storedHash(first)).toBeNull();

    const other = await makeOtherMerchant(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    expectFailure(await post(first, bodyFor(first), other), 401, 'NOT_LOGGED_IN');
    const demo = { id: first.merchantId, code: 'demo' };
    expectFailure(await post(theirs, bodyFor(theirs), demo), 401, 'NOT_LOGGED_IN');
    expect(await storedHash(first)).toBeNull();
    expect(await storedHash(theirs)).toBeNull();
  });
});

describe('verifyPaymentPassword', () => {
  it('answers NOT_SET, then MATCH or WRONG, and locks after five wrong answers', async () => {
    const member = await makeLoggedInMember(t);
    expect(await verifyPaymentPassword(t.db, member.id, '000000')).toBe('NOT_SET');
    await post(member, bodyFor(member, '864200'));
    expect(await verifyPaymentPassword(t.db, member.id, '864200')).toBe('MATCH');
    for (let attempt = 1; attempt <= REAUTH_MAX_FAILURES; attempt++) {
      expect(await verifyPaymentPassword(t.db, member.id, '000000')).toBe('WRONG');
    }
    await expect(verifyPaymentPassword(t.db, member.id, '864200')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Its own count: the login password still re-authenticates.
    expect((await post(member, bodyFor(member, '999999'))).statusCode).toBe(200);
  });

  it('refuses to run inside a transaction, where a wrong answer could be rolled back', async () => {
    const member = await makeLoggedInMember(t);
    await post(member, bodyFor(member, '864200'));
    await expect(
      t.db.transaction().execute((trx) => verifyPaymentPassword(trx, member.id, '000000')),
    ).rejects.toThrow(/transaction/);
  });
});
