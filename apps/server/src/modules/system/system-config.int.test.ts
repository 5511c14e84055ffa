import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS, decryptServicePath, isModuleEnabled } from '@kirin/contracts';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { makeIntegration } from '../games/games.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('GET /wps/system/domainRoute', () => {
  it('lists the merchant route domains in order with speed 0 and a cache header', async () => {
    const { id, code } = await makeMerchant(t.db, { domains: ['b.example', 'a.example', 'c.example'] });
    await t.db
      .updateTable('merchant_domain')
      .set({ is_route: false })
      .where('domain', '=', 'c.example')
      .execute();
    const res = await get('/wps/system/domainRoute', { merchant: code });
    expect(res.json()).toEqual({
      success: true,
      value: [
        { domain: 'b.example', speed: 0 },
        { domain: 'a.example', speed: 0 },
      ],
    });
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(id).toBeTypeOf('bigint');
  });

  it('routes by host: each host gets its own merchant list', async () => {
    await makeMerchant(t.db, { domains: ['one.example'] });
    await makeMerchant(t.db, { domains: ['two.example', 'two-alt.example'] });
    const one = await get('/wps/system/domainRoute', { host: 'one.example' });
    const two = await get('/wps/system/domainRoute', { host: 'two-alt.example' });
    expect(one.json().value.map((d: { domain: string }) => d.domain)).toEqual(['one.example']);
    expect(two.json().value.map((d: { domain: string }) => d.domain)).toEqual([
      'two.example',
      'two-alt.example',
    ]);
  });
});

describe('GET /wps/system/setting/register', () => {
  it('answers per-field rules with pattern, bounds, enabled and required', async () => {
    const res = await get('/wps/system/setting/register');
    const rules = res.json().value as Array<Record<string, unknown>>;
    const username = rules.find((r) => r.field === 'username');
    expect(username).toEqual({
      field: 'username',
      patternId: 2,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 6,
      maxLength: 16,
      enabled: true,
      required: true,
    });
    for (const rule of rules) {
      expect(rule).toEqual(
        expect.objectContaining({ enabled: expect.any(Boolean), required: expect.any(Boolean) }),
      );
      expect(rule.minLength as number).toBeLessThanOrEqual(rule.maxLength as number);
    }
  });

  it('answers another merchant its own rules', async () => {
    const { code } = await makeMerchant(t.db, {
      settings: {
        registerRules: [
          {
            field: 'username',
            patternId: 7,
            acceptedPattern: '*',
            minLength: 4,
            maxLength: 4,
            enabled: true,
            required: true,
          },
        ],
      },
    });
    const res = await get('/wps/system/setting/register', { merchant: code });
    expect(res.json().value).toHaveLength(1);
    expect(res.json().value[0]).toMatchObject({ patternId: 7, minLength: 4, maxLength: 4 });
  });
});

describe('GET /wps/system/permission', () => {
  it('answers value.info with the module tree and the spec flags', async () => {
    const res = await get('/wps/system/permission');
    expect(res.statusCode).toBe(200);
    const info = res.json().value.info;
    for (const flag of ['MANPLAYREB3', 'MOBILENUMREG3', 'CHNGPASSVERIF3', 'AGENTPOLICY3']) {
      expect(JSON.stringify(info.modules)).toContain(`"modId":"${flag}"`);
    }
    expect(isModuleEnabled(info.modules, MODULE_IDS.MANUAL_REBATE)).toBe(true);
    expect(isModuleEnabled(info.modules, MODULE_IDS.MOBILE_TAB_DEFAULT)).toBe(false);
    expect(info).toMatchObject({
      analytics: { gtagId: null },
      maintenance: false,
      regionRestriction: false,
      loginRequired: false,
      customerService: [{ csType: 'LIVECHAT', path: expect.any(String) }],
    });
    // The service path goes out encrypted (spec section 7; docs/customer-service.md).
    expect(await decryptServicePath(info.customerService[0].path)).toBe('/livechat');
    expect(info.registerRules.length).toBeGreaterThan(0);
    expect(Array.isArray(info.imageCDNs) && Array.isArray(info.launchGameCDNs)).toBe(true);
  });

  it('carries resources by type and the access guard flag of the merchant', async () => {
    const resources = [
      {
        resourceType: 'IOS',
        url: 'https://apps.example/ios',
        qrCodeUrl: 'https://apps.example/ios',
        labelNameCn: 'iOS',
      },
      {
        resourceType: 'ANDROID',
        url: 'https://apps.example/a.apk',
        qrCodeUrl: 'https://apps.example/a',
        labelNameCn: '安卓',
      },
    ] as const;
    const { code } = await makeMerchant(t.db, {
      loginRequired: true,
      settings: {
        resources: [...resources],
        analytics: { gtagId: 'G-TEST123' },
        imageCDNs: ['https://cdn1.example'],
      },
    });
    const info = (await get('/wps/system/permission', { merchant: code })).json().value.info;
    expect(info.resources).toEqual(resources);
    expect(info.loginRequired).toBe(true);
    expect(info.analytics.gtagId).toBe('G-TEST123');
    expect(info.imageCDNs).toEqual(['https://cdn1.example']);
  });
});

describe('GET /wps/system/content/:slug', () => {
  it('answers the page in the asked language', async () => {
    const res = await get('/wps/system/content/terms?language=EN');
    expect(res.json().value).toMatchObject({ slug: 'terms', language: 'EN', title: 'Terms and Conditions' });
  });

  it('falls back to the merchant default language', async () => {
    const res = await get('/wps/system/content/privacy?language=JA');
    expect(res.json().value).toMatchObject({ slug: 'privacy', language: 'TW' });
  });

  it('refuses an unknown slug as invalid input and a missing page as not found', async () => {
    const unknown = await get('/wps/system/content/casino-secrets');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
    const { code } = await makeMerchant(t.db);
    const missing = await get('/wps/system/content/terms', { merchant: code });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'not_found' });
  });
});

describe('GET /lgw/games/game_menus', () => {
  it('lists only categories with an enabled vendor that can be launched, sports right after live', async () => {
    const { id, code } = await makeMerchant(t.db);
    const vendor = (vassalage: string, game_category: string, is_enabled = true) => ({
      merchant_id: id,
      vassalage,
      display_name: vassalage,
      game_category,
      is_enabled,
    });
    await t.db
      .insertInto('game_vendor')
      .values([
        vendor('SPORTSBOOK', 'SPORTS'),
        vendor('SLOTCO', 'RNG'),
        vendor('LIVECO', 'LIVE'),
        vendor('FISHCO', 'FISH', false),
        vendor('CARDCO', 'PVP'),
      ])
      .execute();
    // Every vendor but CARDCO has a launch URL: a lane nobody can launch is left out of the menu.
    for (const vassalage of ['SPORTSBOOK', 'SLOTCO', 'LIVECO', 'FISHCO'])
      await makeIntegration(t.db, id, { vassalage });
    await makeIntegration(t.db, id, { vassalage: 'CARDCO', launchUrl: null });
    const res = await get('/lgw/games/game_menus', { merchant: code });
    const categories = res.json().value.categories as Array<{ gameCategory: string; vendors: unknown[] }>;
    expect(categories.map((c) => c.gameCategory)).toEqual(['RNG', 'LIVE', 'SPORTS']);
    expect(categories[0]?.vendors).toEqual([
      { vassalage: 'SLOTCO', displayName: 'SLOTCO', isHot: 0, gameCategory: 'RNG' },
    ]);
  });

  it('is empty for a merchant without vendors', async () => {
    const res = await get('/lgw/games/game_menus');
    expect(res.json()).toEqual({ success: true, value: { categories: [] } });
  });
});
