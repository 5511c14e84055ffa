import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { readCashbackRateTable } from './cashback-rates.js';
import { setCashbackRates } from './cashback.factories.js';
import { seedDemoCashback } from './seed-demo-cashback.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo cashback seed', () => {
  it('gives every category a rate at levels 0-7, rising with the level, once', async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoCashback(t.db, merchant.id);
    const table = await readCashbackRateTable(t.db, merchant.id);
    expect(table.rates).toHaveLength(8 * 8);
    expect(table.rates.find((r) => r.gameCategory === 'RNG' && r.vipLevel === 0)?.ratePpm).toBe(4_000);
    expect(table.rates.find((r) => r.gameCategory === 'LIVE' && r.vipLevel === 7)?.ratePpm).toBe(8_000);
    expect(table).toMatchObject({ minClaim: 100, capPerClaim: 8_888_800 });

    // An operator's own table survives the next start.
    const own = {
      rates: [{ gameCategory: 'RNG' as const, vipLevel: 0, ratePpm: 1 }],
      minClaim: 0,
      capPerClaim: null,
    };
    await setCashbackRates(t, merchant, own);
    await seedDemoCashback(t.db, merchant.id);
    expect(await readCashbackRateTable(t.db, merchant.id)).toEqual(own);
  });
});
