import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, DEMO_SETTINGS } from '../demo-merchant.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMerchant } from '../../../test/factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

const THAILAND_IP = '203.113.0.1';

let t: TTestApp;
let owner: Awaited<ReturnType<typeof makeLoggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
});
afterAll(() => t.close());

type TMethod = 'GET' | 'PATCH' | 'PUT';
const ops = (method: TMethod, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-operator-token': token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const site = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('merchant status', () => {
  it('puts a merchant in maintenance, which /wps/system/status then answers as 1', async () => {
    const { code } = await makeMerchant(t.db, { domains: ['brand-maint.example'] });
    const status = () => site('/wps/system/status', { host: 'brand-maint.example' });
    expect((await status()).json().value.status).toBe(0);

    const res = await ops('PATCH', `/ops/merchants/${code}/status`, owner.token, { maintenance: true });
    expect(res.json()).toEqual({
      success: true,
      value: { maintenance: true, blockedCountries: [], loginRequired: false },
    });
    expect((await status()).json().value).toMatchObject({ status: 1, maintenance: true });

    await ops('PATCH', `/ops/merchants/${code}/status`, owner.token, { maintenance: false });
    expect((await status()).json().value.status).toBe(0);
  });

  it('writes the audit row with the change, before and after', async () => {
    const { id, code } = await makeMerchant(t.db);
    await ops('PATCH', `/ops/merchants/${code}/status`, owner.token, {
      blockedCountries: ['th', 'VN', 'TH'],
      loginRequired: true,
    });
    const rows = await t.db.selectFrom('audit_log').selectAll().where('merchant_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: owner.id,
      action: 'merchant.status',
      target: `merchant:${code}`,
      before: { maintenance: false, blockedCountries: [], loginRequired: false },
      after: { maintenance: false, blockedCountries: ['TH', 'VN'], loginRequired: true },
      ip: '127.0.0.1',
    });
    expect(rows[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const blocked = await site(`/wps/system/status?url=${code}.example`, {
      merchant: code,
      'x-forwarded-for': THAILAND_IP,
    });
    expect(blocked.json().value.status).toBe(2);
  });

  it('refuses unknown country codes, empty and malformed bodies with 400 in the envelope', async () => {
    const { code } = await makeMerchant(t.db);
    const url = `/ops/merchants/${code}/status`;
    for (const payload of [
      { blockedCountries: ['XX'] },
      { blockedCountries: ['THA'] },
      {},
      { maintenance: 'yes' },
      [],
    ]) {
      const res = await ops('PATCH', url, owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const raw = (payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { 'x-operator-token': owner.token, 'content-type': 'application/json' },
        payload,
      });
    expect((await raw('{"maintenance": tru')).json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect((await raw('null')).statusCode).toBe(400);
    expect((await raw('')).statusCode).toBe(400);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target', '=', `merchant:${code}`)
      .execute();
    expect(audit).toHaveLength(0);
  });

  it('is refused to a content operator', async () => {
    const { code } = await makeMerchant(t.db);
    const content = await makeLoggedInOperator(t.db, { role: 'content' });
    const res = await ops('PATCH', `/ops/merchants/${code}/status`, content.token, { maintenance: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'forbidden' });
    const row = await t.db
      .selectFrom('merchant')
      .select('maintenance')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.maintenance).toBe(false);
  });

  it('is seen at once by a process that caches merchants', async () => {
    const cached = await createTestApp({ CONFIG_CACHE_SECONDS: '300' }, { databaseUrl: t.databaseUrl });
    try {
      await makeMerchant(t.db, { code: 'cached-brand', domains: ['cached.example'] });
      const status = () =>
        cached.app.inject({ url: '/wps/system/status', headers: { host: 'cached.example' } });
      expect((await status()).json().value.status).toBe(0);
      await cached.app.inject({
        method: 'PATCH',
        url: '/ops/merchants/cached-brand/status',
        headers: { 'x-operator-token': owner.token },
        payload: { maintenance: true },
      });
      expect((await status()).json().value.status).toBe(1);
    } finally {
      await cached.close();
    }
  });
});

describe('merchant scope', () => {
  it('lets a scoped operator act on its merchants only', async () => {
    const mine = await makeMerchant(t.db);
    const theirs = await makeMerchant(t.db);
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [mine.code] });

    const list = await ops('GET', '/ops/merchants', scoped.token);
    expect(list.json().value.map((m: { code: string }) => m.code)).toEqual([mine.code]);
    expect((await ops('GET', `/ops/merchants/${mine.code}`, scoped.token)).statusCode).toBe(200);
    expect(
      (await ops('PATCH', `/ops/merchants/${mine.code}/status`, scoped.token, { maintenance: true }))
        .statusCode,
    ).toBe(200);

    for (const [method, url, body] of [
      ['GET', `/ops/merchants/${theirs.code}`, undefined],
      ['PATCH', `/ops/merchants/${theirs.code}/status`, { maintenance: true }],
      ['PUT', `/ops/merchants/${theirs.code}/domains`, []],
      ['PUT', `/ops/merchants/${theirs.code}/legal/terms`, { language: 'EN', title: 'T', html: '<p>x</p>' }],
      ['GET', `/ops/merchants/${theirs.code}/legal`, undefined],
    ] as const) {
      const res = await ops(method, url, scoped.token, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const untouched = await t.db
      .selectFrom('merchant')
      .select('maintenance')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(untouched.maintenance).toBe(false);
  });

  it('answers 404 for a merchant code nobody has', async () => {
    expect((await ops('GET', '/ops/merchants/no-such-brand', owner.token)).json().code).toBe('NOT_FOUND');
  });
});

describe('merchant configuration', () => {
  it('replaces the brand and the settings, which the site then answers', async () => {
    const { code } = await makeMerchant(t.db);
    const brand = { ...DEMO_BRAND, brandName: 'Renamed', chatHeaderColor: '#000000' };
    expect((await ops('PUT', `/ops/merchants/${code}/brand`, owner.token, brand)).statusCode).toBe(200);
    const settings = { ...DEMO_SETTINGS, analytics: { gtagId: 'G-TEST' } };
    expect((await ops('PUT', `/ops/merchants/${code}/settings`, owner.token, settings)).statusCode).toBe(200);

    const whitelabel = await site('/wps/system/whitelabel', { merchant: code });
    expect(whitelabel.json().value).toMatchObject({ brandName: 'Renamed', chatHeaderColor: '#000000' });
    const permission = await site('/wps/system/permission', { merchant: code });
    expect(permission.json().value.info.analytics).toEqual({ gtagId: 'G-TEST' });

    const detail = await ops('GET', `/ops/merchants/${code}`, owner.token);
    expect(detail.json().value).toMatchObject({
      code,
      brandName: 'Renamed',
      brand: { brandName: 'Renamed' },
    });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `merchant:${code}`)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['merchant.brand', 'merchant.settings']);
  });

  it('refuses a brand or settings document that does not match its schema', async () => {
    const { code } = await makeMerchant(t.db);
    const badBrand = await ops('PUT', `/ops/merchants/${code}/brand`, owner.token, {
      ...DEMO_BRAND,
      defaultLanguage: 'XX',
    });
    expect(badBrand.statusCode).toBe(400);
    expect(badBrand.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badSettings = await ops('PUT', `/ops/merchants/${code}/settings`, owner.token, { modules: 'all' });
    expect(badSettings.statusCode).toBe(400);
  });

  it('replaces the hosts in order, and refuses a host another merchant has', async () => {
    const { code } = await makeMerchant(t.db, { domains: ['old.example'] });
    await makeMerchant(t.db, { domains: ['taken.example'] });
    const domains = [
      { domain: 'New.Example', isRoute: true },
      { domain: 'mirror.example', isRoute: false },
    ];
    const res = await ops('PUT', `/ops/merchants/${code}/domains`, owner.token, domains);
    expect(res.json().value).toEqual([
      { domain: 'new.example', isRoute: true },
      { domain: 'mirror.example', isRoute: false },
    ]);
    expect((await site('/wps/system/whitelabel', { host: 'new.example' })).json().value.merchantCode).toBe(
      code,
    );
    expect((await site('/wps/system/whitelabel', { host: 'old.example' })).statusCode).toBe(404);
    const routes = await site('/wps/system/domainRoute', { host: 'new.example' });
    expect(routes.json().value).toEqual([{ domain: 'new.example', speed: 0 }]);

    const conflict = await ops('PUT', `/ops/merchants/${code}/domains`, owner.token, [
      { domain: 'taken.example', isRoute: true },
    ]);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT', message: 'domain_taken' });
    // All or nothing: the failed change left the hosts and wrote no audit row.
    expect((await site('/wps/system/whitelabel', { host: 'new.example' })).statusCode).toBe(200);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'merchant.domains')
      .where('target', '=', `merchant:${code}`)
      .execute();
    expect(audits).toHaveLength(1);

    for (const bad of [
      [{ domain: 'a..b', isRoute: true }],
      [
        { domain: 'x.example', isRoute: true },
        { domain: 'X.example', isRoute: false },
      ],
      { domain: 'x.example' },
    ]) {
      expect((await ops('PUT', `/ops/merchants/${code}/domains`, owner.token, bad)).statusCode).toBe(400);
    }
  });
});

describe('legal pages', () => {
  it('are sanitised on save so scripts never reach the site', async () => {
    const { code } = await makeMerchant(t.db);
    const content = await makeLoggedInOperator(t.db, { role: 'content' });
    const html =
      '<h2>Terms</h2><script>alert(1)</script><p onclick="alert(2)">Read <a href="javascript:alert(3)">this</a></p>' +
      '<img src="x" onerror="alert(4)"><a href="https://example.com/rules">rules</a>';
    const res = await ops('PUT', `/ops/merchants/${code}/legal/terms`, content.token, {
      language: 'en',
      title: 'Terms',
      html,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ slug: 'terms', language: 'EN', title: 'Terms' });

    const page = await site('/wps/system/content/terms?language=EN', { merchant: code });
    const served = page.json().value.html as string;
    expect(served).not.toMatch(/<script|alert|onclick|onerror|javascript:/i);
    expect(served).toBe(
      '<h2>Terms</h2><p>Read <a>this</a></p><img src="x"><a href="https://example.com/rules">rules</a>',
    );

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'legal.save')
      .where('target', '=', 'legal:terms:EN')
      .where('operator_id', '=', content.id)
      .executeTakeFirstOrThrow();
    expect(audit.before).toBeNull();
    expect(audit.after).toEqual({ title: 'Terms', html: served });
  });

  it('replace the page of that language, and refuse unknown slugs and bad bodies', async () => {
    const { code } = await makeMerchant(t.db);
    const url = `/ops/merchants/${code}/legal/privacy`;
    await ops('PUT', url, owner.token, { language: 'EN', title: 'One', html: '<p>1</p>' });
    await ops('PUT', url, owner.token, { language: 'EN', title: 'Two', html: '<p>2</p>' });
    expect(
      (await site('/wps/system/content/privacy?language=EN', { merchant: code })).json().value,
    ).toMatchObject({ title: 'Two', html: '<p>2</p>' });
    expect(
      (
        await ops('PUT', `/ops/merchants/${code}/legal/secret`, owner.token, {
          language: 'EN',
          title: 'x',
          html: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ops('PUT', url, owner.token, { language: 'EN', title: '', html: '<p>x</p>' })).statusCode,
    ).toBe(400);
    expect(
      (await ops('PUT', url, owner.token, { language: 'EN', title: 'x', html: 'x'.repeat(200_001) }))
        .statusCode,
    ).toBe(400);
  });

  it('list every page of the merchant as stored, for the auditor too, and none of another merchant', async () => {
    const { code } = await makeMerchant(t.db);
    const other = await makeMerchant(t.db);
    await ops('PUT', `/ops/merchants/${other.code}/legal/terms`, owner.token, {
      language: 'EN',
      title: 'Theirs',
      html: '<p>x</p>',
    });
    await ops('PUT', `/ops/merchants/${code}/legal/terms`, owner.token, {
      language: 'tw',
      title: '條款',
      html: '<p>1</p><script>x</script>',
    });
    await ops('PUT', `/ops/merchants/${code}/legal/about`, owner.token, {
      language: 'EN',
      title: 'About',
      html: '<p>2</p>',
    });
    const auditor = await makeLoggedInOperator(t.db, { role: 'auditor' });
    const res = await ops('GET', `/ops/merchants/${code}/legal`, auditor.token);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .value.map((p: { slug: string; language: string; title: string; html: string }) => [
          p.slug,
          p.language,
          p.title,
          p.html,
        ]),
    ).toEqual([
      ['about', 'EN', 'About', '<p>2</p>'],
      ['terms', 'TW', '條款', '<p>1</p>'],
    ]);
    expect((await ops('GET', `/ops/merchants/no-such-brand/legal`, owner.token)).statusCode).toBe(404);
  });

  it('are refused to finance and support operators', async () => {
    const { code } = await makeMerchant(t.db);
    for (const role of ['finance', 'support'] as const) {
      const op = await makeLoggedInOperator(t.db, { role });
      const res = await ops('PUT', `/ops/merchants/${code}/legal/terms`, op.token, {
        language: 'EN',
        title: 'T',
        html: '<p>x</p>',
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
