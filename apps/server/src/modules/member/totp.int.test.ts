import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotpCode, generateTotpSecret, TOTP_STEP_SECONDS } from '../../platform/auth/totp.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { sealFor } from '../../test/member-factories.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';
import { checkMemberTotp } from './check-member-totp.js';
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

const STEP_MS = TOTP_STEP_SECONDS * 1000;
/** The setup call, sealed for the merchant named in the headers, with the member's password (or `password`). */
async function setup(member: TLoggedInMember, merchantCode?: string, password = member.password) {
  const code = merchantCode ?? member.merchantCode;
  const { id } = await t.db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/totp/setup',
    headers: headersOf(member, merchantCode),
    payload: (await sealFor(t.ctx, { password }, id)) as object,
  });
}
const bind = (member: TLoggedInMember, code: string, merchantCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/totp/bind',
    headers: headersOf(member, merchantCode),
    payload: { code },
  });
const unbind = (member: TLoggedInMember, code: string, merchantCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/totp/unbind',
    headers: headersOf(member, merchantCode),
    payload: { code },
  });
/** A six-digit code that is not the secret's code anywhere in the accepted window. */
function wrongCodeFor(secret: string): string {
  const near = [-1, 0, 1].map((steps) => generateTotpCode(secret, Date.now() + steps * STEP_MS));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
/** A member with a bound secret whose code of this step has been spent (as after binding). */
async function makeBoundMember(): Promise<TLoggedInMember & { secret: string; bindCode: string }> {
  const member = await makeLoggedInMember(t);
  const { secret } = (await setup(member)).json().value;
  const bindCode = generateTotpCode(secret);
  expect((await bind(member, bindCode)).statusCode).toBe(200);
  return { ...member, secret, bindCode };
}

describe('POST /wps/member/totp/setup', () => {
  it('asks for the login password first, so a stolen session cannot bind its own authenticator', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(await setup(member, undefined, 'not-the-password1'), 400, 'PASSWORD_WRONG');
    expect((await readMemberRow(t, member.id)).totp_pending_secret).toBeNull();
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/setup',
      headers: headersOf(member),
      payload: { password: member.password },
    });
    expectFailure(plain, 400, 'ENCRYPTION_REQUIRED');
  });

  it('answers a new secret and its otpauth URI (issuer: the brand), kept as pending', async () => {
    const member = await makeLoggedInMember(t);
    const res = await setup(member);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUri } = res.json().value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Kirin');
    expect(decodeURIComponent(uri.pathname)).toContain(member.username);
    expect(await readMemberRow(t, member.id)).toMatchObject({
      totp_pending_secret: secret,
      totp_secret: null,
    });

    const again = (await setup(member)).json().value.secret;
    expect(again).not.toBe(secret);
    expect(await readMemberRow(t, member.id)).toMatchObject({ totp_pending_secret: again });
    const info = await t.app.inject({ url: '/wps/member/info', headers: headersOf(member) });
    expect(info.json().value.totpBound).toBe(false);
  });

  it('refuses a member who has already bound one (totp_already_bound)', async () => {
    const member = await makeBoundMember();
    expectFailure(await setup(member), 400, 'VALIDATION_FAILED', { code: 'totp_already_bound' });
    expect(await readMemberRow(t, member.id)).toMatchObject({
      totp_secret: member.secret,
      totp_pending_secret: null,
    });
  });
});

describe('POST /wps/member/totp/bind', () => {
  it('binds the pending secret with its current code and answers the member info', async () => {
    const member = await makeLoggedInMember(t);
    const { secret } = (await setup(member)).json().value;
    const res = await bind(member, generateTotpCode(secret));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: member.id.toString(), totpBound: true });
    expect(res.body).not.toContain(secret);
    const row = await readMemberRow(t, member.id);
    expect(row).toMatchObject({ totp_secret: secret, totp_pending_secret: null });
    expect(Number(row.last_totp_step)).toBeGreaterThanOrEqual(Math.floor(Date.now() / STEP_MS) - 1);
  });

  it('refuses a wrong code (VERIFICATION_FAILED), and after five even the right one (RATE_LIMITED)', async () => {
    const member = await makeLoggedInMember(t);
    const { secret } = (await setup(member)).json().value;
    for (let attempt = 1; attempt <= REAUTH_MAX_FAILURES; attempt++) {
      expectFailure(await bind(member, wrongCodeFor(secret)), 400, 'VERIFICATION_FAILED');
    }
    expectFailure(await bind(member, generateTotpCode(secret)), 429, 'RATE_LIMITED');
    expect(await readMemberRow(t, member.id)).toMatchObject({
      totp_secret: null,
      totp_pending_secret: secret,
    });
  });

  it('refuses a code two steps away and a code that is not six digits', async () => {
    const member = await makeLoggedInMember(t);
    const { secret } = (await setup(member)).json().value;
    expectFailure(
      await bind(member, generateTotpCode(secret, Date.now() - 3 * STEP_MS)),
      400,
      'VERIFICATION_FAILED',
    );
    expectFailure(await bind(member, '12a456'), 400, 'VALIDATION_FAILED', { 'body.code': 'totp_code_rule' });
  });

  it('refuses without a setup (totp_setup_required) and when already bound (totp_already_bound)', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(await bind(member, '123456'), 400, 'VALIDATION_FAILED', { code: 'totp_setup_required' });
    const bound = await makeBoundMember();
    expectFailure(
      await bind(bound, generateTotpCode(bound.secret, Date.now() + STEP_MS)),
      400,
      'VALIDATION_FAILED',
      {
        code: 'totp_already_bound',
      },
    );
  });
});

describe('POST /wps/member/totp/unbind', () => {
  it('removes the secret with a later code than the last one used, and answers the member info', async () => {
    const member = await makeBoundMember();
    // The code that bound it is spent: it cannot unbind.
    expectFailure(await unbind(member, member.bindCode), 400, 'VERIFICATION_FAILED');
    const res = await unbind(member, generateTotpCode(member.secret, Date.now() + STEP_MS));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ totpBound: false });
    expect(await readMemberRow(t, member.id)).toMatchObject({ totp_secret: null, totp_pending_secret: null });
    // A new setup can follow.
    expect((await setup(member)).statusCode).toBe(200);
  });

  it('refuses a wrong code, five times at most, and a member with nothing bound', async () => {
    const member = await makeBoundMember();
    for (let attempt = 1; attempt <= REAUTH_MAX_FAILURES; attempt++) {
      expectFailure(await unbind(member, wrongCodeFor(member.secret)), 400, 'VERIFICATION_FAILED');
    }
    expectFailure(
      await unbind(member, generateTotpCode(member.secret, Date.now() + STEP_MS)),
      429,
      'RATE_LIMITED',
    );
    expect(await readMemberRow(t, member.id)).toMatchObject({ totp_secret: member.secret });

    const unbound = await makeLoggedInMember(t);
    expectFailure(await unbind(unbound, '123456'), 400, 'VALIDATION_FAILED', { code: 'totp_not_bound' });
  });
});

describe('TOTP calls and other members', () => {
  it('refuses trial accounts', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await setup(trial), 403, 'TRIAL_ACCOUNT');
    expectFailure(await bind(trial, '123456'), 403, 'TRIAL_ACCOUNT');
    expectFailure(await unbind(trial, '123456'), 403, 'TRIAL_ACCOUNT');
    expect(await readMemberRow(t, trial.id)).toMatchObject({ totp_secret: null, totp_pending_secret: null });
  });

  it("acts on the caller's own secret only", async () => {
    const first = await makeLoggedInMember(t);
    const firstSecret = (await setup(first)).json().value.secret;
    const second = await makeLoggedInMember(t);
    // The second member has no pending secret; the first one's code does not bind anything for them.
    expectFailure(await bind(second, generateTotpCode(firstSecret)), 400, 'VALIDATION_FAILED', {
      code: 'totp_setup_required',
    });
    const bound = await makeBoundMember();
    expectFailure(
      await unbind(second, generateTotpCode(bound.secret, Date.now() + STEP_MS)),
      400,
      'VALIDATION_FAILED',
      {
        code: 'totp_not_bound',
      },
    );
    expect(await readMemberRow(t, first.id)).toMatchObject({
      totp_pending_secret: firstSecret,
      totp_secret: null,
    });
    expect(await readMemberRow(t, bound.id)).toMatchObject({ totp_secret: bound.secret });
  });

  it('never lets a token reach a member of another merchant', async () => {
    const other = await makeOtherMerchant(t);
    const ours = await makeBoundMember();
    const theirs = await makeLoggedInMember(t, {}, other);
    const later = generateTotpCode(ours.secret, Date.now() + STEP_MS);
    expectFailure(await setup(theirs, 'demo'), 401, 'NOT_LOGGED_IN');
    expectFailure(await setup(ours, other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await bind(ours, later, other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await unbind(ours, later, other.code), 401, 'NOT_LOGGED_IN');
    expect(await readMemberRow(t, ours.id)).toMatchObject({
      totp_secret: ours.secret,
      totp_pending_secret: null,
    });
    expect(await readMemberRow(t, theirs.id)).toMatchObject({ totp_pending_secret: null });
    // Its own merchant's calls work for it.
    expect((await setup(theirs)).statusCode).toBe(200);
  });
});

describe('checkMemberTotp', () => {
  it('accepts a right code once, records its step, and refuses replays, wrong codes and unbound members', async () => {
    const member = await makeBoundMember();
    const laterMs = Date.now() + STEP_MS;
    const later = generateTotpCode(member.secret, laterMs);
    expect(await checkMemberTotp(t.db, member.id, later)).toBe(true);
    expect(await checkMemberTotp(t.db, member.id, later)).toBe(false);
    expect(await checkMemberTotp(t.db, member.id, generateTotpCode(member.secret))).toBe(false);
    expect(await checkMemberTotp(t.db, member.id, wrongCodeFor(member.secret))).toBe(false);
    const row = await readMemberRow(t, member.id);
    expect(Number(row.last_totp_step)).toBe(Math.floor(laterMs / STEP_MS));

    const unbound = await makeLoggedInMember(t);
    expect(await checkMemberTotp(t.db, unbound.id, '123456')).toBe(false);
  });

  it('lets only one of two parallel checks spend the same code', async () => {
    const member = await makeLoggedInMember(t);
    const secret = generateTotpSecret();
    await t.db
      .updateTable('member')
      .set({ totp_secret: sealSecret('member-totp', secret) })
      .where('id', '=', member.id)
      .execute();
    const code = generateTotpCode(secret);
    const answers = await Promise.all([1, 2, 3].map(() => checkMemberTotp(t.db, member.id, code)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
