import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';
import { randomTestIp } from '../admin/admin.factories.js';
import { makeKnownCaptcha, randomMobile, seedIssuedCodes } from './verification.factories.js';

let t: TTestApp;
let demoId: bigint;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  demoId = await demoMerchantId(t.db);
});
afterAll(() => t.close());

/** A registration code request (no member needed), from `ip`. */
const request = (
  app: TTestApp,
  phone: { typed: string },
  ip: string,
  extra: object = {},
  merchant?: string,
) =>
  app.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: { host: 'localhost', 'x-forwarded-for': ip, ...(merchant ? { merchant } : {}) },
    payload: { mobileNo: phone.typed, countryDialingCode: '84', ...extra },
  });
const countCodes = async (app: TTestApp, destination: string) =>
  (await app.db.selectFrom('verification_code').select('id').where('destination', '=', destination).execute())
    .length;

describe('one request per second', () => {
  it('per IP: a second number from the same IP at once is RATE_LIMITED', async () => {
    const ip = randomTestIp();
    expect((await request(t, randomMobile(), ip)).statusCode).toBe(200);
    const second = randomMobile();
    const res = await request(t, second, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'too_many_requests' });
    expect(await countCodes(t, second.destination)).toBe(0);
  });

  it('per number: the same number from another IP at once is RATE_LIMITED', async () => {
    const phone = randomMobile();
    expect((await request(t, phone, randomTestIp())).statusCode).toBe(200);
    expect((await request(t, phone, randomTestIp())).json().code).toBe('RATE_LIMITED');
    expect(await countCodes(t, phone.destination)).toBe(1);
  });
});

describe('per number limits', () => {
  it('allows one code per 60 s: the next, a second later, is PHONE_TOO_MANY_REQUESTS (retry after 300 s)', async () => {
    const phone = randomMobile();
    expect((await request(t, phone, randomTestIp())).statusCode).toBe(200);
    await sleep(1100);
    const res = await request(t, phone, randomTestIp());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      code: 'PHONE_TOO_MANY_REQUESTS',
      message: 'phone_too_many_requests',
      details: { retryAfterSeconds: '300' },
    });
    expect(await countCodes(t, phone.destination)).toBe(1);
  });

  it('allows a new code once the last is over 60 s old', async () => {
    const phone = randomMobile();
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: phone.destination,
      count: 1,
      ageSeconds: 61,
    });
    expect((await request(t, phone, randomTestIp())).statusCode).toBe(200);
  });

  it('allows five per rolling hour: a sixth is refused, codes older than an hour do not count', async () => {
    const full = randomMobile();
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: full.destination,
      count: 5,
      ageSeconds: 600,
    });
    const refused = await request(t, full, randomTestIp());
    expect(refused.json()).toMatchObject({
      code: 'PHONE_TOO_MANY_REQUESTS',
      details: { retryAfterSeconds: '300' },
    });

    const four = randomMobile();
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: four.destination,
      count: 4,
      ageSeconds: 600,
    });
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: four.destination,
      count: 3,
      ageSeconds: 3700,
    });
    expect((await request(t, four, randomTestIp())).statusCode).toBe(200);
  });

  it('counts each merchant apart', async () => {
    const phone = randomMobile();
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: phone.destination,
      count: 5,
      ageSeconds: 10,
    });
    const other = await makeMerchant(t.db);
    expect((await request(t, phone, randomTestIp(), {}, other.code)).statusCode).toBe(200);
  });
});

describe('daily quota', () => {
  it('refuses with PHONE_QUOTA_INSUFFICIENT once the merchant has sent its quota today', async () => {
    const merchant = await makeMerchant(t.db, {
      settings: { accounts: { ...DEMO_SETTINGS.accounts, smsDailyQuota: 2 } },
    });
    // Yesterday's codes do not count.
    await seedIssuedCodes(t.db, {
      merchantId: merchant.id,
      destination: randomMobile().destination,
      count: 3,
      ageSeconds: 30 * 3600,
    });
    expect((await request(t, randomMobile(), randomTestIp(), {}, merchant.code)).statusCode).toBe(200);
    expect((await request(t, randomMobile(), randomTestIp(), {}, merchant.code)).statusCode).toBe(200);
    const over = randomMobile();
    const res = await request(t, over, randomTestIp(), {}, merchant.code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 'PHONE_QUOTA_INSUFFICIENT',
      message: 'phone_quota_insufficient',
    });
    expect(await countCodes(t, over.destination)).toBe(0);
  });

  it('stays exact under concurrent requests', async () => {
    const merchant = await makeMerchant(t.db, {
      settings: { accounts: { ...DEMO_SETTINGS.accounts, smsDailyQuota: 3 } },
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => request(t, randomMobile(), randomTestIp(), {}, merchant.code)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403, 403, 403]);
    const rows = await t.db
      .selectFrom('verification_code')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(rows).toHaveLength(3);
  });
});

describe('captcha', () => {
  it('is required after three codes from one IP in the hour, and then must be right', async () => {
    const ip = randomTestIp();
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: randomMobile().destination,
      count: 3,
      ageSeconds: 120,
      ip,
    });
    const phone = randomMobile();
    const missing = await request(t, phone, ip);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      code: 'PHONE_CAPTCHA_FAILED',
      message: 'phone_captcha_failed',
      details: { captcha: 'required' },
    });
    await sleep(1100);
    const wrongId = await makeKnownCaptcha(t.db, demoId, '1111');
    const wrong = await request(t, phone, ip, { captchaId: wrongId, captcha: '2222' });
    expect(wrong.json()).toMatchObject({ code: 'PHONE_CAPTCHA_FAILED', details: { captcha: 'required' } });
    expect(await countCodes(t, phone.destination)).toBe(0);
    await sleep(1100);
    const rightId = await makeKnownCaptcha(t.db, demoId, '4821');
    expect((await request(t, phone, ip, { captchaId: rightId, captcha: '4821' })).statusCode).toBe(200);
    // A captcha answers once.
    await sleep(1100);
    const reused = await request(t, randomMobile(), ip, { captchaId: rightId, captcha: '4821' });
    expect(reused.json().code).toBe('PHONE_CAPTCHA_FAILED');
  });

  it('is not required for an IP whose codes are over an hour old, but a given one must be right', async () => {
    const ip = randomTestIp();
    await seedIssuedCodes(t.db, {
      merchantId: demoId,
      destination: randomMobile().destination,
      count: 3,
      ageSeconds: 3700,
      ip,
    });
    const id = await makeKnownCaptcha(t.db, demoId, '1234');
    const wrong = await request(t, randomMobile(), ip, { captchaId: id, captcha: '9999' });
    expect(wrong.json()).toEqual({
      success: false,
      code: 'PHONE_CAPTCHA_FAILED',
      message: 'phone_captcha_failed',
    });
    await sleep(1100);
    expect((await request(t, randomMobile(), ip)).statusCode).toBe(200);
  });

  it('counts the codes an IP really received', async () => {
    const ip = randomTestIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await request(t, randomMobile(), ip)).statusCode).toBe(200);
      await sleep(1050);
    }
    expect((await request(t, randomMobile(), ip)).json()).toMatchObject({
      code: 'PHONE_CAPTCHA_FAILED',
      details: { captcha: 'required' },
    });
  });
});

describe('provider failure', () => {
  let failing: TTestApp;
  let endpoint: Server;
  beforeAll(async () => {
    endpoint = createServer((_request, response) => {
      response.statusCode = 500;
      response.end('down');
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const port = (endpoint.address() as AddressInfo).port;
    failing = await createTestApp({ TRUSTED_PROXY: 'true', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms` });
  });
  afterAll(async () => {
    await failing.close();
    await new Promise((resolve) => endpoint.close(resolve));
  });

  it('answers PHONE_UNKNOWN_ERROR, keeps no usable code and records the failed message', async () => {
    const phone = randomMobile();
    const res = await request(failing, phone, randomTestIp());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: 'PHONE_UNKNOWN_ERROR',
      message: 'phone_unknown_error',
    });
    expect(await countCodes(failing, phone.destination)).toBe(0);
    const sent = await failing.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('destination', '=', phone.destination)
      .execute();
    expect(sent).toEqual([
      expect.objectContaining({ provider: 'http', status: 'FAILED', error: 'HTTP 500: down' }),
    ]);
  });
});
