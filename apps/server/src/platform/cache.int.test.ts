import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateMerchantCache } from '../modules/merchant/resolve-merchant.js';
import { makeMerchant } from '../test/factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';

// Two server processes on one database, each with a one-minute configuration cache.
let a: TTestApp;
let b: TTestApp;
beforeAll(async () => {
  a = await createTestApp({ CONFIG_CACHE_SECONDS: '60' });
  b = await createTestApp({ CONFIG_CACHE_SECONDS: '60' }, { databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const brandNameSeenBy = async (t: TTestApp, code: string) =>
  (await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: code } })).json().value.brandName;

async function renameBrand(t: TTestApp, code: string, brandName: string) {
  const row = await t.db
    .selectFrom('merchant')
    .select('brand')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const brand = { ...(row.brand as object), brandName };
  await t.db
    .updateTable('merchant')
    .set({ brand: JSON.stringify(brand) })
    .where('code', '=', code)
    .execute();
}

describe('configuration cache', () => {
  it('serves a cached merchant until it is invalidated', async () => {
    const { code } = await makeMerchant(a.db, { brand: { brandName: 'Before' } });
    expect(await brandNameSeenBy(a, code)).toBe('Before');
    await renameBrand(a, code, 'After');
    expect(await brandNameSeenBy(a, code)).toBe('Before');
    await invalidateMerchantCache(a.ctx);
    expect(await brandNameSeenBy(a, code)).toBe('After');
  });

  describe.runIf(Boolean(process.env.REDIS_URL))('with Redis', () => {
    it('an invalidation in one process reaches the other at once', async () => {
      const { code } = await makeMerchant(a.db, { brand: { brandName: 'Old' } });
      expect(await brandNameSeenBy(a, code)).toBe('Old');
      expect(await brandNameSeenBy(b, code)).toBe('Old');
      await renameBrand(a, code, 'New');
      await invalidateMerchantCache(a.ctx);
      await expect.poll(() => brandNameSeenBy(b, code), { timeout: 2000 }).toBe('New');
    });
  });

  describe.runIf(!process.env.REDIS_URL)('without Redis', () => {
    it('another process keeps its copy until its time-out (documented limit)', async () => {
      const { code } = await makeMerchant(a.db, { brand: { brandName: 'Old' } });
      expect(await brandNameSeenBy(b, code)).toBe('Old');
      await renameBrand(a, code, 'New');
      await invalidateMerchantCache(a.ctx);
      expect(await brandNameSeenBy(a, code)).toBe('New');
      expect(await brandNameSeenBy(b, code)).toBe('Old');
    });
  });
});
