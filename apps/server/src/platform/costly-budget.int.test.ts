import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { makeMember, sealFor } from '../test/member-factories.js';

const BUDGET = 3;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** An address of this run only: a Redis shared with other test runs never holds its count. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A login with a plaintext body: refused (ENCRYPTION_REQUIRED), yet it reached the sealed-body hook. */
const plainLogin = (t: TTestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress,
    payload: { type: 'username', username: 'nobody', password: 'nothing-here' },
  });

describe('the costly budget, counted in this process', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_COSTLY_PER_MINUTE: String(BUDGET), REDIS_URL: '' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address spends its budget, before a right login is even opened', async () => {
    const address = freshAddress();
    for (let i = 0; i < BUDGET; i++)
      expect((await plainLogin(t, address)).json().code).toBe('ENCRYPTION_REQUIRED');

    const member = await makeMember(t.db);
    const sealed = await sealFor(t.ctx, {
      type: 'username',
      username: member.username,
      password: member.password,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: address,
      payload: sealed as object,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'too_many_requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const sessions = await t.db
      .selectFrom('member_session')
      .select('created_at')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions, 'the refused login made no session').toEqual([]);

    // Another address has its own budget, and the same sealed body logs in from there.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: freshAddress(),
      payload: sealed as object,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('shares one budget among the costly routes (operator login, forgot password) and leaves the rest alone', async () => {
    const address = freshAddress();
    expect((await plainLogin(t, address)).statusCode).toBe(400);
    const operatorLogin = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      remoteAddress: address,
      payload: { username: 'nobody', password: 'nothing-here', totpCode: '000000' },
    });
    expect(operatorLogin.statusCode).not.toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: address,
      payload: { username: 'nobody', email: 'nobody@example.com' },
    });
    expect(forgot.statusCode).not.toBe(429);
    const over = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      remoteAddress: address,
      payload: { username: 'nobody', password: 'nothing-here', totpCode: '000000' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const cheap = await t.app.inject({ url: '/wps/system/whitelabel', remoteAddress: address });
    expect(cheap.statusCode).toBe(200);
  });
});

describe('the costly budget, shared through Redis', () => {
  let first: TTestApp;
  let second: TTestApp;
  beforeAll(async () => {
    const overrides = { RATE_LIMIT_COSTLY_PER_MINUTE: String(BUDGET), REDIS_URL };
    first = await createTestApp(overrides);
    second = await createTestApp(overrides, { databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts an address across every process', async () => {
    const address = freshAddress();
    await plainLogin(first, address);
    await plainLogin(second, address);
    await plainLogin(first, address);
    const over = await plainLogin(second, address);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
