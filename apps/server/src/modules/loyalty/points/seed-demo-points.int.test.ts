import { POINTS_REWARD_PATH } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { mainBalanceOf } from '../../promotions/cashback/cashback.factories.js';
import { getAs, givePoints, makePointsMember, redeemAs } from './points.factories.js';
import { DEMO_POINTS_RATIO, seedDemoPoints } from './seed-demo-points.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the demo points mall', () => {
  it('is seeded once, keeps operator edits, and its goods can be redeemed and paid', async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoPoints(t.db, merchant.id);
    await t.db
      .updateTable('point_setting')
      .set({ ratio_points: 50 })
      .where('merchant_id', '=', merchant.id)
      .execute();
    await seedDemoPoints(t.db, merchant.id);
    const setting = await t.db
      .selectFrom('point_setting')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(setting.ratio_points).toBe(50);
    expect(DEMO_POINTS_RATIO).toBe(100);

    const member = await makePointsMember(t, merchant);
    const goods = (await getAs(t, member, POINTS_REWARD_PATH)).json().value.list;
    expect(goods).toHaveLength(3);
    expect(goods.map((g: { goodsType: string }) => g.goodsType)).toEqual(['VIRTUAL', 'VIRTUAL', 'PHYSICAL']);
    expect(goods[2]).toMatchObject({ availableQuantity: 5, perMemberLimit: 1, isAvailable: true });

    await givePoints(t, member, BigInt(goods[0].pricePoints) * 100n);
    const res = await redeemAs(t, member, { goodsId: goods[0].id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mainBalanceOf(t, member.id)).toBe(BigInt(goods[0].bonus));
  });
});
