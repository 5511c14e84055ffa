import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoModulesWith, makeMerchant } from '../../test/factories.js';
import { injectSealed, makeMember, sealFor } from '../../test/member-factories.js';
import { cleanupMemberAuth } from './cleanup-member-auth.js';
import { TRIAL_ACCOUNTS_PER_IP_PER_HOUR } from './start-free-play.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

// Below .200: .200 and .250 are the fixed addresses of the tests below (.250 uses up its hour's quota).
const randomIp = () => `192.0.2.${randomBytes(1)[0]! % 200}`;
const freePlay = (ip = randomIp()) =>
  injectSealed(t.app, t.ctx, {
    method: 'POST',
    url: '/wps/session/login/freeplay',
    body: { os: 'web', platform: 'W', gatewayVersion: 3, random: randomBytes(16).toString('hex') },
    headers: { 'x-forwarded-for': ip },
  });

describe('POST /wps/session/login/freeplay', () => {
  it('creates a trial account with the demo balance and logs it in', async () => {
    const res = await freePlay('192.0.2.200');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ isAgent: 4, firstTimeLogin: false, cpw: false });
    expect(value.userName).toMatch(/^trial_[0-9a-f]{10}$/);
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', BigInt(value.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      account_type: 4,
      demo_balance_minor: 1_000_000n,
      register_ip: '192.0.2.200',
    });
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: value.token } });
    expect(info.json().value).toMatchObject({ isAgent: 4, account: value.userName });
    // Two visits are two accounts.
    expect((await freePlay()).json().value.id).not.toBe(value.id);
  });

  it('blocks account pages and password login for trial accounts with in_need_true_account', async () => {
    const { token, userName } = (await freePlay()).json().value;
    for (const [method, url] of [
      ['GET', '/wps/member/info/icon'],
      ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
      ['PUT', '/wps/member/profile'],
    ] as const) {
      const payload = method === 'PUT' ? {} : undefined;
      const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    }
    const passwordLogin = await injectSealed(t.app, t.ctx, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', username: userName, password: 'anything1' },
    });
    expect(passwordLogin.json().code).toBe('WRONG_CREDENTIALS');
    // Logging out is allowed.
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
  });

  it(`allows ${TRIAL_ACCOUNTS_PER_IP_PER_HOUR} trial accounts per IP per hour`, async () => {
    const ip = '192.0.2.250';
    for (let i = 0; i < TRIAL_ACCOUNTS_PER_IP_PER_HOUR; i++)
      expect((await freePlay(ip)).statusCode).toBe(200);
    expect((await freePlay(ip)).json().code).toBe('RATE_LIMITED');
  });

  it('is refused when the merchant has no free play, and needs a sealed body', async () => {
    const merchant = await makeMerchant(t.db, { settings: { modules: demoModulesWith({ FREEPLAY3: '0' }) } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: merchant.code },
      payload: (await sealFor(t.ctx, { random: 'x1' }, merchant.id)) as object,
    });
    expect(res.json().code).toBe('MODULE_DISABLED');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { random: 'x' },
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
  });
});

describe('cleanup of member authentication', () => {
  it('removes old trial accounts, dead sessions and stale throttle rows, and nothing alive', async () => {
    const opened = await freePlay();
    expect(opened.statusCode, opened.body).toBe(200);
    const oldTrial = opened.json().value;
    await t.db
      .updateTable('member')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('id', '=', BigInt(oldTrial.id))
      .execute();
    const freshTrial = (await freePlay()).json().value;
    const member = await makeMember(t.db);
    await t.db
      .insertInto('member_login_failure')
      .values({
        merchant_id: member.merchantId,
        username: 'x',
        ip: '1.1.1.1',
        at: sql`now() - interval '1 hour'`,
      })
      .execute();
    const result = await cleanupMemberAuth(t.ctx);
    expect(result.trials).toBeGreaterThanOrEqual(1);
    expect(result.failures).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('member')
      .select('id')
      .where('id', 'in', [BigInt(oldTrial.id), BigInt(freshTrial.id)])
      .execute();
    expect(left.map((r) => String(r.id))).toEqual([freshTrial.id]);
    expect((await cleanupMemberAuth(t.ctx)).trials).toBe(0);
  });
});

describe('GET /wps/captcha', () => {
  it('answers a PNG image and refuses a second request within the second', async () => {
    const ip = '192.0.2.77';
    const first = await t.app.inject({ url: '/wps/captcha', headers: { 'x-forwarded-for': ip } });
    const { captchaId, image } = first.json().value;
    expect(captchaId).toBeTruthy();
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const second = await t.app.inject({ url: '/wps/captcha', headers: { 'x-forwarded-for': ip } });
    expect(second.json().code).toBe('RATE_LIMITED');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.app.inject({ url: '/wps/captcha', headers: { 'x-forwarded-for': ip } })).statusCode).toBe(
      200,
    );
  });
});
