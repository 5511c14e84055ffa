import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { injectSealed, solveCaptcha } from '../../test/member-factories.js';

// Registration per address: 3 an hour and 5 a day here (the defaults are 10 and 30).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUSTED_PROXY: 'true',
    REGISTER_PER_IP_PER_HOUR: '3',
    REGISTER_PER_IP_PER_DAY: '5',
  });
});
afterAll(() => t.close());

const register = async (ip: string, over: Record<string, unknown> = {}) =>
  injectSealed(t.app, t.ctx, {
    method: 'PUT',
    url: '/wps/member/register',
    headers: { 'x-forwarded-for': ip },
    body: {
      username: `q${randomBytes(5).toString('hex')}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreeTerms: true,
      login: true,
      domain: 'localhost',
      ...(await solveCaptcha(t)),
      ...over,
    },
  });
const ipOf = () => `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('registrations per address', () => {
  it('holds the hourly and the daily limit against parallel registrations', async () => {
    const ip = ipOf();
    const burst = async (count: number) => {
      const bodies = await Promise.all(Array.from({ length: count }, () => register(ip)));
      return bodies.map((res) => res.json());
    };
    const first = await burst(8);
    expect(first.filter((body) => body.success)).toHaveLength(3);
    const refused = first.filter((body) => !body.success);
    expect(refused.every((body) => body.code === 'REGISTER_IP_LIMITED')).toBe(true);
    expect(refused[0]).toMatchObject({ message: 'register_ip_limited' });

    // The next hour: the day's limit leaves two.
    await t.db
      .deleteFrom('rate_quota')
      .where('scope', '=', 'register-hour')
      .where('key', 'like', `%:${ip}`)
      .execute();
    const second = await burst(6);
    expect(second.filter((body) => body.success)).toHaveLength(2);
    // Another address is not affected.
    expect((await register(ipOf())).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After, and a failed registration costs nothing', async () => {
    const ip = ipOf();
    const taken = await register(ip);
    const username = taken.json().value.userName as string;
    for (let i = 0; i < 3; i += 1) {
      expect((await register(ip, { username })).json().code).toBe('USERNAME_TAKEN');
    }
    expect((await register(ip)).statusCode).toBe(200);
    expect((await register(ip)).statusCode).toBe(200);
    const over = await register(ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
