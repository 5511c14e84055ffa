import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../test/factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';

// Without Redis another process's change reaches this one only when the cached merchant ages out. A stored
// answer must age out with it, not live a whole lifetime past it.
let t: TTestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ CONFIG_CACHE_SECONDS: '4', TRUSTED_PROXY: 'true', REDIS_URL: '' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the response cache without Redis', () => {
  it('stops answering when the merchant it was built for ages out, so a new region block applies then', async () => {
    const { id, code } = await makeMerchant(t.db);
    const merchantKey = `merchant:code:${code.toLowerCase()}`;
    const menus = (headers: Record<string, string> = {}) =>
      fetch(`${base}/lgw/games/game_menus`, {
        headers: { merchant: code, 'accept-encoding': 'identity', ...headers },
      });
    await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: code } });
    // The answer is built late in the cached merchant's life: in its last half, with slack for a slow machine.
    await expect
      .poll(
        () => {
          const remaining = t.ctx.cache.remainingMs(merchantKey);
          return remaining > 0 && remaining < 2_000;
        },
        { interval: 20, timeout: 8_000 },
      )
      .toBe(true);
    await menus();
    expect((await menus()).headers.get('x-kirin-cache')).toBe('hit');
    // Another process blocks Vietnam; this one hears nothing.
    await t.db
      .updateTable('merchant')
      .set({ blocked_countries: ['VN'] })
      .where('id', '=', id)
      .execute();
    await expect.poll(() => t.ctx.cache.peek(merchantKey), { interval: 20, timeout: 5_000 }).toBeUndefined();
    const fromVietnam = await menus({ 'x-forwarded-for': '14.160.0.1' });
    expect(fromVietnam.headers.get('x-kirin-cache')).toBeNull();
    expect(fromVietnam.status).toBe(403);
  });
});
