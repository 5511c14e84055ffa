import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../modules/admin/admin.factories.js';
import { makeGame, makeIntegration, makeLane } from '../modules/games/games.factories.js';
import { makeMerchant } from '../test/factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';

// The response cache answers repeats of the public catalogue reads before routing. It only works on a real
// listening server (inject bypasses the HTTP server), so these tests go over HTTP.
let t: TTestApp;
let base: string;
let merchant: { id: bigint; code: string };
let owner: Awaited<ReturnType<typeof makeLoggedInOperator>>;

beforeAll(async () => {
  // Without Redis: on a shared Redis another test file's invalidation would empty this cache between two requests.
  t = await createTestApp({ CONFIG_CACHE_SECONDS: '300', TRUSTED_PROXY: 'true', REDIS_URL: '' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  merchant = await makeMerchant(t.db);
  await makeLane(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
  await makeIntegration(t.db, merchant.id, { vassalage: 'ALPHA' });
  await makeGame(t.db, merchant.id, {
    vassalage: 'ALPHA',
    gameCategory: 'RNG',
    code: 'HOT1',
    isHot: true,
    names: { TW: '金龍', EN: 'Gold Dragon' },
  });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
});
afterAll(() => t.close());

const HOT = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=flash,html5-desktop';
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { merchant: merchant.code, 'accept-encoding': 'identity', ...headers } });
const namesOf = async (response: Response) =>
  ((await response.json()) as { value: { list: { displayName: string }[] } }).value.list.map(
    (card) => card.displayName,
  );

describe('the response cache', () => {
  it('answers a repeat from the cache with the same bytes and a fresh request id', async () => {
    const first = await get(`${HOT}&language=EN`);
    expect(first.headers.get('x-kirin-cache')).toBeNull();
    const firstBody = await first.text();
    const second = await get(`${HOT}&language=EN`);
    expect(second.headers.get('x-kirin-cache')).toBe('hit');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('keeps answers apart by language, merchant and encoding', async () => {
    await get(`${HOT}&language=EN`);
    expect(await namesOf(await get(HOT, { language: 'TW' }))).toEqual(['金龍']);
    expect(await namesOf(await get(HOT, { language: 'EN' }))).toEqual(['Gold Dragon']);
    const other = await makeMerchant(t.db);
    expect(await namesOf(await get(`${HOT}&language=EN`, { merchant: other.code }))).toEqual([]);
    // Whether gzip is accepted is part of the key: a gzip answer never reaches a client that did not ask.
    const url = `${HOT}&language=JA`;
    await get(url, { 'accept-encoding': 'gzip' });
    expect((await get(url, { 'accept-encoding': 'gzip' })).headers.get('x-kirin-cache')).toBe('hit');
    expect((await get(url)).headers.get('x-kirin-cache')).toBeNull();
  });

  it('is emptied by an operator change, so the next answer shows it', async () => {
    await get(`${HOT}&language=EN`);
    expect((await get(`${HOT}&language=EN`)).headers.get('x-kirin-cache')).toBe('hit');
    await t.db.updateTable('game').set({ is_hot: false }).where('code', '=', 'HOT1').execute();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/ops/merchants/${merchant.code}/game-groups`,
      headers: { 'x-operator-token': owner.token },
      payload: { groups: [] },
    });
    expect(changed.statusCode).toBe(200);
    const after = await get(`${HOT}&language=EN`);
    expect(after.headers.get('x-kirin-cache')).toBeNull();
    expect(await namesOf(after)).toEqual([]);
  });

  it('never stores the answers of a merchant that blocks countries, nor calls other than the catalogue reads', async () => {
    const guarded = await makeMerchant(t.db, { blockedCountries: ['VN'] });
    await get('/lgw/games/game_menus', { merchant: guarded.code });
    const again = await get('/lgw/games/game_menus', { merchant: guarded.code });
    expect(again.headers.get('x-kirin-cache')).toBeNull();
    const blocked = await get('/lgw/games/game_menus', {
      merchant: guarded.code,
      'x-forwarded-for': '14.160.0.1',
    });
    expect(blocked.status).toBe(403);
    await get('/wps/system/whitelabel');
    expect((await get('/wps/system/whitelabel')).headers.get('x-kirin-cache')).toBeNull();
  });

  it('never answers a request that region blocking refuses, whichever header named the merchant', async () => {
    const openHost = `open-${merchant.code}.example`;
    const guardedHost = `guarded-${merchant.code}.example`;
    await makeMerchant(t.db, { domains: [openHost] });
    await makeMerchant(t.db, { domains: [guardedHost], blockedCountries: ['VN'] });
    // fetch() sends its own Host whatever it is given: node:http sends the one asked for.
    const menus = (headers: Record<string, string>) =>
      new Promise<{ status: number; cache: unknown; body: string }>((resolve, reject) => {
        const request = http.get(`${base}/lgw/games/game_menus`, { headers }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, cache: response.headers['x-kirin-cache'], body }),
          );
        });
        request.on('error', reject);
      });
    // Behind a trusted proxy the merchant comes from X-Forwarded-Host, not Host: an answer of the open
    // merchant, fetched through the guarded merchant's Host, must not be served to that Host later.
    for (let i = 0; i < 2; i++) await menus({ host: guardedHost, 'x-forwarded-host': openHost });
    const fromVietnam = await menus({ host: guardedHost, 'x-forwarded-for': '14.160.0.1' });
    expect(fromVietnam.cache).toBeUndefined();
    expect(fromVietnam.status).toBe(403);
    expect(JSON.parse(fromVietnam.body)).toMatchObject({ code: 'REGION_RESTRICTED' });
  });
});
