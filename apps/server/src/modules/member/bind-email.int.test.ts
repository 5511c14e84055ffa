import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/wps/member/bind/email';
const post = (
  member: TLoggedInMember,
  body: { email: string; password: string },
  merchant?: { id: bigint; code: string },
) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: URL,
    headers: headersOf(member, merchant?.code),
    body,
    merchantId: merchant?.id ?? member.merchantId,
  });
const storedEmail = async (member: { id: bigint }) => (await readMemberRow(t, member.id)).email;
let counter = 0;
const freshEmail = () => `bind${Date.now().toString(36)}${counter++}@mail.example`;

describe('POST /wps/member/bind/email', () => {
  it('binds the address and answers the member info with it masked', async () => {
    const member = await makeLoggedInMember(t);
    const res = await post(member, { email: 'Player.One@Mail.Example', password: member.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: member.id.toString(), email: 'Pl***@Mail.Example' });
    expect(res.body).not.toContain('Player.One');
    expect(await storedEmail(member)).toBe('Player.One@Mail.Example');
  });

  it('refuses a plaintext body (ENCRYPTION_REQUIRED)', async () => {
    const member = await makeLoggedInMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: headersOf(member),
      payload: { email: freshEmail(), password: member.password },
    });
    expectFailure(res, 400, 'ENCRYPTION_REQUIRED');
    expect(await storedEmail(member)).toBeNull();
  });

  it('refuses what is not an e-mail address (pattern family 6)', async () => {
    const member = await makeLoggedInMember(t);
    for (const email of [
      'plainaddress',
      'a@b',
      'two@@mail.com',
      'sp ace@mail.com',
      `${'x'.repeat(250)}@mail.com`,
    ]) {
      expectFailure(await post(member, { email, password: member.password }), 400, 'VALIDATION_FAILED');
    }
    expectFailure(await post(member, { email: 'a@b', password: member.password }), 400, 'VALIDATION_FAILED', {
      email: 'email_invalid',
    });
    expect(await storedEmail(member)).toBeNull();
  });

  it('refuses a second binding (email_already_bound)', async () => {
    const member = await makeLoggedInMember(t, { email: 'first@mail.example' });
    expectFailure(
      await post(member, { email: freshEmail(), password: member.password }),
      400,
      'VALIDATION_FAILED',
      {
        email: 'email_already_bound',
      },
    );
    expect(await storedEmail(member)).toBe('first@mail.example');
  });

  it('refuses an address another member of the merchant has bound, whatever its case (EMAIL_TAKEN)', async () => {
    const holder = await makeLoggedInMember(t, { email: 'taken@mail.example' });
    const member = await makeLoggedInMember(t);
    expectFailure(
      await post(member, { email: 'TAKEN@mail.example', password: member.password }),
      409,
      'EMAIL_TAKEN',
    );
    expect(await storedEmail(member)).toBeNull();
    expect(await storedEmail(holder)).toBe('taken@mail.example');
  });

  it('lets members of different merchants bind the same address', async () => {
    const other = await makeOtherMerchant(t);
    const ours = await makeLoggedInMember(t, { email: 'shared@mail.example' });
    const theirs = await makeLoggedInMember(t, {}, other);
    const res = await post(theirs, { email: 'shared@mail.example', password: theirs.password }, other);
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(theirs)).toBe('shared@mail.example');
    expect(await storedEmail(ours)).toBe('shared@mail.example');
  });

  it('checks the password before telling whether an address is taken, and limits wrong passwords', async () => {
    await makeLoggedInMember(t, { email: 'probe@mail.example' });
    const member = await makeLoggedInMember(t);
    expectFailure(
      await post(member, { email: 'probe@mail.example', password: 'wrong' }),
      400,
      'PASSWORD_WRONG',
    );
    for (let attempt = 2; attempt <= REAUTH_MAX_FAILURES; attempt++) {
      expectFailure(await post(member, { email: freshEmail(), password: 'wrong' }), 400, 'PASSWORD_WRONG');
    }
    expectFailure(
      await post(member, { email: freshEmail(), password: member.password }),
      429,
      'RATE_LIMITED',
    );
    expect(await storedEmail(member)).toBeNull();
  });

  it('shares the wrong-password count with the payment password call', async () => {
    const member = await makeLoggedInMember(t);
    for (let attempt = 1; attempt <= REAUTH_MAX_FAILURES; attempt++) {
      await injectSealed(t.app, t.ctx, {
        method: 'POST',
        url: '/wps/member/password/payment',
        headers: headersOf(member),
        body: { password: 'wrong', paymentPassword: '123456', confirmPaymentPassword: '123456' },
      });
    }
    expectFailure(
      await post(member, { email: freshEmail(), password: member.password }),
      429,
      'RATE_LIMITED',
    );
  });

  it('lets only one of two members racing for an address have it', async () => {
    const email = freshEmail();
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    const answers = await Promise.all([
      post(first, { email, password: first.password }),
      post(second, { email, password: second.password }),
    ]);
    expect(answers.map((res) => res.json().code ?? 'OK').sort()).toEqual(['EMAIL_TAKEN', 'OK']);
    const bound = [await storedEmail(first), await storedEmail(second)].filter((value) => value !== null);
    expect(bound).toEqual([email]);
  });

  it('refuses trial accounts', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await post(trial, { email: freshEmail(), password: trial.password }), 403, 'TRIAL_ACCOUNT');
    expect(await storedEmail(trial)).toBeNull();
  });

  it('binds only to the caller, and a token never reaches another merchant', async () => {
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    expect((await post(second, { email: freshEmail(), password: second.password })).statusCode).toBe(200);
    expect(await storedEmail(first)).toBeNull();

    const other = await makeOtherMerchant(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    expectFailure(
      await post(first, { email: freshEmail(), password: first.password }, other),
      401,
      'NOT_LOGGED_IN',
    );
    const demo = { id: first.merchantId, code: 'demo' };
    expectFailure(
      await post(theirs, { email: freshEmail(), password: theirs.password }, demo),
      401,
      'NOT_LOGGED_IN',
    );
    expect(await storedEmail(first)).toBeNull();
    expect(await storedEmail(theirs)).toBeNull();
  });
});
