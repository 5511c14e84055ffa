import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';

// Public addresses whose country the shipped GeoIP database knows.
const VIETNAM_IP = '14.160.0.1';
const THAILAND_IP = '203.113.0.1';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('GET /wps/system/whitelabel', () => {
  it('answers the demo brand for a seeded host', async () => {
    const res = await get('/wps/system/whitelabel');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({
      merchant: 'demo',
      merchantCode: 'demo',
      lotteryType: 'SEA',
      device: 'WEB',
      defaultLanguage: 'TW',
      languages: ['TW', 'EN', 'VI'],
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
      defaultAnnouncementType: 'B',
    });
    expect(body.value.chatHeaderColor).toMatch(/^#/);
  });

  it("answers the merchant's time zone and country; a brand stored without them answers UTC and none", async () => {
    expect((await get('/wps/system/whitelabel')).json().value).toMatchObject({
      timeZone: 'Asia/Ho_Chi_Minh',
      country: 'VN',
    });
    const { code, id } = await makeMerchant(t.db, {});
    await t.db
      .updateTable('merchant')
      .set({ brand: sql<string>`brand - 'timeZone' - 'country'` })
      .where('id', '=', id)
      .execute();
    expect((await get('/wps/system/whitelabel', { merchant: code })).json().value).toMatchObject({
      timeZone: 'UTC',
      country: null,
    });
  });

  it('resolves a merchant by the Merchant header before the host', async () => {
    const { code } = await makeMerchant(t.db, { brand: { brandName: 'Other' } });
    const res = await get('/wps/system/whitelabel', { merchant: code });
    expect(res.json().value).toMatchObject({ merchantCode: code, brandName: 'Other' });
  });

  it('resolves a merchant by its own domain', async () => {
    const { code } = await makeMerchant(t.db, { domains: ['brand-two.example'] });
    const res = await get('/wps/system/whitelabel', { host: 'Brand-Two.example:8443' });
    expect(res.json().value.merchantCode).toBe(code);
  });

  it('refuses an unknown host and an unknown merchant code with invalid_url_domain', async () => {
    for (const headers of [{ host: 'nobody.example' }, { merchant: 'no-such-merchant' }] as Record<
      string,
      string
    >[]) {
      const res = await get('/wps/system/whitelabel', headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'INVALID_DOMAIN', message: 'invalid_url_domain' });
    }
  });

  it('does not serve an inactive merchant', async () => {
    await makeMerchant(t.db, { domains: ['closed.example'], isActive: false });
    expect((await get('/wps/system/whitelabel', { host: 'closed.example' })).statusCode).toBe(404);
  });
});

describe('GET /wps/system/status', () => {
  it('is 0 for a normal merchant and reports the caller location', async () => {
    const res = await get('/wps/system/status', { 'x-forwarded-for': VIETNAM_IP });
    expect(res.json()).toEqual({
      success: true,
      value: {
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: VIETNAM_IP, country: 'VN' },
      },
    });
  });

  it('is 1 in maintenance', async () => {
    await makeMerchant(t.db, { domains: ['maint.example'], maintenance: true });
    const res = await get('/wps/system/status?url=https://maint.example/index', { host: 'localhost' });
    expect(res.json().value).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
  });

  it('is 2 for a blocked country and 0 for another', async () => {
    await makeMerchant(t.db, { domains: ['region.example'], blockedCountries: ['TH'] });
    const blocked = await get('/wps/system/status?url=region.example', { 'x-forwarded-for': THAILAND_IP });
    expect(blocked.json().value).toEqual({
      status: 2,
      maintenance: false,
      regionRestriction: true,
      location: { ip: THAILAND_IP, country: 'TH' },
    });
    const allowed = await get('/wps/system/status?url=region.example', { 'x-forwarded-for': VIETNAM_IP });
    expect(allowed.json().value.status).toBe(0);
  });

  it('lets maintenance win over region restriction', async () => {
    await makeMerchant(t.db, { domains: ['both.example'], maintenance: true, blockedCountries: ['TH'] });
    const res = await get('/wps/system/status?url=both.example', { 'x-forwarded-for': THAILAND_IP });
    expect(res.json().value).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
    const untrusted = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      const res = await untrusted.app.inject({
        url: '/wps/system/status',
        headers: { host: 'localhost', 'x-forwarded-for': THAILAND_IP },
      });
      expect(res.json().value.location).toEqual({ ip: '127.0.0.1', country: null });
    } finally {
      await untrusted.close();
    }
  });

  it('rejects an absurd url parameter with a validation error', async () => {
    const res = await get(`/wps/system/status?url=${'x'.repeat(3000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('closed merchants', () => {
  it('keep configuration calls open and close the rest during maintenance', async () => {
    const { code } = await makeMerchant(t.db, { maintenance: true });
    expect((await get('/wps/system/whitelabel', { merchant: code })).statusCode).toBe(200);
    expect((await get('/wps/system/permission', { merchant: code })).statusCode).toBe(200);
    const closed = await get('/lgw/games/game_menus', { merchant: code });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ code: 'SYSTEM_MAINTENANCE', message: 'system_maintenance' });
  });

  it('close the rest to restricted regions', async () => {
    const { code } = await makeMerchant(t.db, { blockedCountries: ['VN'] });
    const res = await get('/lgw/games/game_menus', { merchant: code, 'x-forwarded-for': VIETNAM_IP });
    expect(res.json()).toMatchObject({ code: 'REGION_RESTRICTED', message: 'access_restricted' });
    // Again with the merchant now cached (the hook's synchronous path), and from an address elsewhere.
    const again = await get('/lgw/games/game_menus', { merchant: code, 'x-forwarded-for': VIETNAM_IP });
    expect(again.json()).toMatchObject({ code: 'REGION_RESTRICTED' });
    const elsewhere = await get('/lgw/games/game_menus', { merchant: code, 'x-forwarded-for': '8.8.8.8' });
    expect(elsewhere.statusCode).toBe(200);
  });
});
