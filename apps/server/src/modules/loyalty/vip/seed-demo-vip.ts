import type { TVipLevelInput } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { replaceVipLevelTable } from './vip-levels.js';

const K = 100_000; // one thousand in minor units (two decimals)

/**
 * The reference ladder's first five levels (../shared/reference/promotions-and-loyalty.md §4, t5), in the
 * demo currency's units: deposit and bet thresholds, the keep bet over 60 days, the upgrade bonus and the
 * monthly envelope, 1x wagering. The same levels 0-4 the demo cashback rates are seeded for.
 */
export const DEMO_VIP_LEVELS: TVipLevelInput[] = [
  level(0, ['普通', 'Regular', 'Thường'], 0, 0, 0, 0, 0),
  level(1, ['尊龍', 'Dragon', 'Rồng'], 5 * K, 50 * K, 20 * K, 18_800, 0),
  level(2, ['白銀', 'Silver', 'Bạc'], 20 * K, 200 * K, 60 * K, 38_800, 6_600),
  level(3, ['黃金', 'Gold', 'Vàng'], 100 * K, 500 * K, 180 * K, 88_800, 18_800),
  level(4, ['鉑金', 'Platinum', 'Bạch kim'], 300 * K, 1_500 * K, 600 * K, 168_800, 38_800),
];

function level(
  n: number,
  [tw, en, vi]: [string, string, string],
  deposit: number,
  bet: number,
  keep: number,
  levelUpBonus: number,
  monthlyBonus: number,
): TVipLevelInput {
  const perks =
    n === 0
      ? { TW: '基本返水', EN: 'Standard cashback', VI: 'Hoàn trả cơ bản' }
      : {
          TW: `更高返水、晉級禮金${monthlyBonus ? '、每月紅包' : ''}`,
          EN: `Higher cashback, level-up bonus${monthlyBonus ? ', monthly envelope' : ''}`,
          VI: `Hoàn trả cao hơn, thưởng thăng cấp${monthlyBonus ? ', lì xì hàng tháng' : ''}`,
        };
  return {
    level: n,
    names: { TW: tw, EN: en, VI: vi },
    upgradeDeposit: deposit,
    upgradeValidBet: bet,
    keepValidBet: keep,
    keepDays: 60,
    levelUpBonus,
    monthlyBonus,
    wagerMultiple: n === 0 ? 0 : 1,
    perks,
  };
}

/** Gives the demo merchant its VIP ladder, once: a ladder an operator has since edited is kept. */
export async function seedDemoVip(db: TDb, merchantId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const merchant = await trx
      .selectFrom('merchant')
      .select(['id', 'code'])
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('vip_level')
      .select('level')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (existing) return;
    await replaceVipLevelTable(trx, { operatorId: null, ip: null, requestId: null }, merchant, {
      levels: DEMO_VIP_LEVELS,
    });
  });
}
