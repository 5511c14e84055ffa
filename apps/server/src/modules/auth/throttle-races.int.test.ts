import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed, makeMember, solveCaptcha } from '../../test/member-factories.js';
import { authTestClient, randomIp } from './auth.factories.js';
import { IP_FAILURES_FOR_CAPTCHA, IP_FAILURES_FOR_REFUSAL } from './login-throttle.js';
import { TRIAL_ACCOUNTS_PER_IP_PER_HOUR } from './start-free-play.js';

// Parallel bursts: the limits hold however many requests arrive at once.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const { login } = authTestClient(() => t);
const countOf = (codes: string[], code: string) => codes.filter((c) => c === code).length;

describe('login throttling under a parallel burst', () => {
  it(`checks no more than ${IP_FAILURES_FOR_CAPTCHA} passwords from one IP before the captcha`, async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ username: `burst${i}x`, password: 'wrong-pass' }, ip)),
    );
    const codes = answers.map((a) => a.json().code as string);
    expect(countOf(codes, 'WRONG_CREDENTIALS')).toBeLessThanOrEqual(IP_FAILURES_FOR_CAPTCHA);
    // The others are told to answer a captcha, or (while many are still in flight) to wait.
    expect(countOf(codes, 'CAPTCHA_REQUIRED') + countOf(codes, 'RATE_LIMITED')).toBe(
      30 - countOf(codes, 'WRONG_CREDENTIALS'),
    );
  });

  it(`refuses an IP at ${IP_FAILURES_FOR_REFUSAL} failures even when the attempts arrive together`, async () => {
    const ip = randomIp();
    const member = await makeMember(t.db);
    const seeded = IP_FAILURES_FOR_REFUSAL - 3;
    await t.db
      .insertInto('member_login_failure')
      .values(
        Array.from({ length: seeded }, (_, i) => ({
          merchant_id: member.merchantId,
          username: `sprayed${i}`,
          ip,
        })),
      )
      .execute();
    const captchas = await Promise.all(Array.from({ length: 12 }, () => solveCaptcha(t)));
    const answers = await Promise.all(
      captchas.map((captcha, i) => login({ username: `spray${i}y`, password: 'wrong-pass', ...captcha }, ip)),
    );
    const codes = answers.map((a) => a.json().code as string);
    expect(countOf(codes, 'WRONG_CREDENTIALS')).toBeLessThanOrEqual(3);
    expect(countOf(codes, 'RATE_LIMITED')).toBeGreaterThanOrEqual(12 - 3);
  });

  it('does not count a right password, nor an attempt refused before its password was checked', async () => {
    const ip = randomIp();
    const member = await makeMember(t.db);
    expect((await login({ username: member.username, password: member.password }, ip)).statusCode).toBe(200);
    const rows = await t.db.selectFrom('member_login_failure').select('id').where('ip', '=', ip).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('free play under a parallel burst', () => {
  it(`opens no more than ${TRIAL_ACCOUNTS_PER_IP_PER_HOUR} trial accounts per IP`, async () => {
    const ip = `192.0.2.${randomBytes(1)[0]}`;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        injectSealed(t.app, t.ctx, {
          method: 'POST',
          url: '/wps/session/login/freeplay',
          body: { os: 'web', platform: 'W', gatewayVersion: 3, random: randomBytes(16).toString('hex') },
          headers: { 'x-forwarded-for': ip },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBeLessThanOrEqual(TRIAL_ACCOUNTS_PER_IP_PER_HOUR);
    const refused = answers.filter((a) => a.json().code === 'RATE_LIMITED');
    expect(refused.length).toBe(25 - ok);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
