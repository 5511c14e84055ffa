import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotpCode, generateTotpSecret } from '../../platform/auth/totp.js';
import type { AppError } from '../../platform/errors.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember, makeSession } from '../../test/member-factories.js';
import { authTestClient, randomIp } from './auth.factories.js';
import { answerLoginChallenge, MAX_CHALLENGE_ATTEMPTS } from './login-challenges.js';
import { TOTP_MAX_FAILURES } from './totp-guard.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { login } = authTestClient(() => t);

/** A member with a bound authenticator and a TWO_FACTOR challenge from each of `count` addresses. */
async function challengedMember(count: number) {
  const secret = generateTotpSecret();
  const member = await makeMember(t.db, { totpSecret: secret });
  const challenges: { ip: string; challengeId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const ip = randomIp();
    const asked = await login({ username: member.username, password: member.password }, ip);
    expect(asked.json().code).toBe('TWO_FACTOR_REQUIRED');
    challenges.push({ ip, challengeId: asked.json().details.challengeId });
  }
  return { member, secret, challenges };
}

/** The member as the challenge check reads it. */
const challengeMemberRow = (memberId: bigint) =>
  t.db
    .selectFrom('member')
    .select(['id', 'username', 'mobile_num', 'country_dialing_code', 'email', 'payee_name', 'totp_secret'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

const answer = (
  member: { username: string; password: string },
  challenge: { ip: string; challengeId: string },
  code: string,
) =>
  login(
    {
      username: member.username,
      password: member.password,
      verification: { challengeId: challenge.challengeId, answer: code },
    },
    challenge.ip,
  );

describe('the member second factor under guessing', () => {
  it('counts wrong codes across challenges: 20 parallel guesses get at most the limit checked, then it locks', async () => {
    const { member, secret, challenges } = await challengedMember(20);
    // Straight to the answer check: through the route, 20 logins of one account at once meet the login
    // throttle's account delay first (login-throttle.ts), which is not what this test measures.
    const row = await challengeMemberRow(member.id);
    const results = await Promise.allSettled(
      challenges.map((c) =>
        answerLoginChallenge(t.db, {
          merchantId: member.merchantId,
          member: row,
          ip: c.ip,
          challengeId: c.challengeId,
          answer: '000000',
        }),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : 'OK'));
    const checked = codes.filter((code) => code === 'VERIFICATION_FAILED').length;
    expect(checked).toBeLessThanOrEqual(TOTP_MAX_FAILURES);
    expect(codes.filter((code) => code === 'TOTP_LOCKED').length).toBe(20 - checked);

    // Locked: even the right code is refused, and a new login does not open a challenge.
    const fresh = await login({ username: member.username, password: member.password }, randomIp());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ code: 'TOTP_LOCKED', message: 'totp_locked' });
    expect(fresh.json().details.lockedUntil).toMatch(/^\d{4}-/);
    const right = await answer(member, challenges[19]!, generateTotpCode(secret));
    expect(right.json().code).toBe('TOTP_LOCKED');

    // The member is told once, in the site's messages.
    const notices = await t.db
      .selectFrom('platform_message')
      .select(['title', 'content'])
      .where('member_id', '=', member.id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toContain('30');

    // Unbinding in the security centre is no way around the lock.
    const unbind = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/unbind',
      headers: { authorization: await makeSession(t.ctx, member) },
      payload: { code: generateTotpCode(secret) },
    });
    expect(unbind.json().code).toBe('TOTP_LOCKED');
  });

  it('locks after the limit of sequential wrong codes, and once the lock ends one more wrong code locks again', async () => {
    const { member, secret, challenges } = await challengedMember(3);
    let codes: string[] = [];
    for (let i = 0; i < TOTP_MAX_FAILURES; i += 1) {
      // Five answers end a challenge: spread the guesses over the three.
      codes.push((await answer(member, challenges[i % 3]!, '000000')).json().code);
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('VERIFICATION_FAILED'));
    const after = await login({ username: member.username, password: member.password }, randomIp());
    expect(after.json().code).toBe('TOTP_LOCKED');

    // The lock has run out: one wrong code locks again, a right one clears everything.
    await t.db
      .updateTable('member_totp_guard')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    const ip = randomIp();
    const asked = await login({ username: member.username, password: member.password }, ip);
    const challenge = { ip, challengeId: asked.json().details.challengeId as string };
    codes = [(await answer(member, challenge, '000000')).json().code];
    expect(codes).toEqual(['VERIFICATION_FAILED']);
    expect((await answer(member, challenge, generateTotpCode(secret))).json().code).toBe('TOTP_LOCKED');
    await t.db
      .updateTable('member_totp_guard')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    const last = await login({ username: member.username, password: member.password }, ip);
    const ok = await answer(
      member,
      { ip, challengeId: last.json().details.challengeId },
      generateTotpCode(secret),
    );
    expect(ok.statusCode).toBe(200);
    const guard = await t.db
      .selectFrom('member_totp_guard')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(guard).toMatchObject({ failures: 0, locked_until: null });
  });

  it('checks no more than the attempts of one challenge when its answers arrive in parallel', async () => {
    // Straight to the answer check: through the route, the password hashing spaces the answers out.
    const { member, challenges } = await challengedMember(1);
    const row = await challengeMemberRow(member.id);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        answerLoginChallenge(t.db, {
          merchantId: member.merchantId,
          member: row,
          ip: challenges[0]!.ip,
          challengeId: challenges[0]!.challengeId,
          answer: '000000',
        }),
      ),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const guard = await t.db
      .selectFrom('member_totp_guard')
      .select('failures')
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    expect(guard?.failures ?? 0).toBeLessThanOrEqual(MAX_CHALLENGE_ATTEMPTS);
    const challenge = await t.db
      .selectFrom('login_challenge')
      .select('attempts')
      .where('id', '=', challenges[0]!.challengeId)
      .executeTakeFirstOrThrow();
    expect(challenge.attempts).toBeLessThanOrEqual(MAX_CHALLENGE_ATTEMPTS);
  });
});
