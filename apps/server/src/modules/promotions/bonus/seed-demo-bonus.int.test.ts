import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { readBonusSettings } from './bonus.queries.js';
import { saveBonusSettings } from './save-bonus-settings.js';
import { seedDemoBonusSettings } from './seed-demo-bonus.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoBonusSettings', () => {
  it("sets the demo weights once and keeps an operator's later changes", async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoBonusSettings(t.db, merchant.id);
    expect(await readBonusSettings(t.db, merchant.id)).toMatchObject({
      weights: { RNG: 100, LIVE: 50, LOTT: 80, ELOTT: 80 },
      maxBet: null,
      lapseBalance: 100,
    });
    await saveBonusSettings(t.db, merchant.id, { weights: { LIVE: 20 } });
    await seedDemoBonusSettings(t.db, merchant.id);
    expect((await readBonusSettings(t.db, merchant.id)).weights.LIVE).toBe(20);
  });
});
