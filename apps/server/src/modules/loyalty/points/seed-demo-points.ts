import type { TDb } from '../../../db/database.js';

/** Demo programme: 5.00 of valid bet per point at value 1.00 (a 500.00 slot spin earns 120 points). */
export const DEMO_POINTS_BASE_MINOR = 500n;
/** 100 points make 1.00. */
export const DEMO_POINTS_RATIO = 100;
export const DEMO_POINTS_MIN_CONVERT = 10;

const DEMO_RULES = {
  TW: '每筆有效投注皆可累積積分：真人 0.70、體育 1.00、電競 1.00、捕魚 1.20、電子 1.20、棋牌 1.00（每 5.00 有效投注乘以類別倍數），彩票不計。和局與退款不計。積分永久有效。100 積分可兌換 1.00 餘額（最少 10 積分），或在商城兌換商品；實體商品需填寫收件地址，經審核後寄出，審核未通過將退回積分。',
  EN: 'Every valid bet earns points: live 0.70, sports 1.00, e-sports 1.00, fish 1.20, slots 1.20, PVP 1.00 per 5.00 of valid bet; lottery earns none. Ties and refunds earn nothing. Points never expire. 100 points convert to 1.00 of balance (10 points at least), or exchange them for goods in the mall; physical goods ship to your address after approval, and a rejected exchange gives the points back.',
};

/** The demo goods: two bonus-cash items paid at once, one physical item with a small stock. */
const DEMO_GOODS = [
  {
    name: 'Bonus cash 1.00',
    goods_type: 'VIRTUAL',
    price_points: 80,
    bonus_minor: 100n,
    stock: null,
    limit: null,
  },
  {
    name: 'Bonus cash 10.00',
    goods_type: 'VIRTUAL',
    price_points: 750,
    bonus_minor: 1_000n,
    stock: null,
    limit: null,
  },
  { name: 'Kirin mug', goods_type: 'PHYSICAL', price_points: 500, bonus_minor: 0n, stock: 5, limit: 1 },
] as const;

/**
 * The demo merchant's points programme, created once when it has none (an operator's later edits are kept
 * across restarts): the settings with rules in TW and EN, and the goods. Earning starts at the first seed.
 * The bonus cash is paid from the merchant's BONUS account like every other reward.
 */
export async function seedDemoPoints(db: TDb, merchantId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('merchant')
      .select('id')
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('point_setting')
      .select('merchant_id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('point_setting')
      .values({
        merchant_id: merchantId,
        base_minor: DEMO_POINTS_BASE_MINOR,
        lottery_value_centi: 0,
        ratio_points: DEMO_POINTS_RATIO,
        min_convert_points: DEMO_POINTS_MIN_CONVERT,
        rules: JSON.stringify(DEMO_RULES),
      })
      .execute();
    await trx
      .insertInto('point_goods')
      .values(
        DEMO_GOODS.map((g, index) => ({
          merchant_id: merchantId,
          name: g.name,
          goods_type: g.goods_type,
          price_points: g.price_points,
          bonus_minor: g.bonus_minor,
          stock: g.stock,
          per_member_limit: g.limit,
          sort_order: index,
        })),
      )
      .execute();
  });
}
