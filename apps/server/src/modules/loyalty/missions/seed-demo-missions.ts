import type { TDb } from '../../../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the demo event runs from the first start. */
const DEMO_EVENT_DAYS = 30;

/** The demo's daily mission: one spin at the in-house slot's top bet level (500.00) that wins or loses. */
export const DEMO_DAILY_TARGET_MINOR = 50_000n;
export const DEMO_DAILY_REWARD_MINOR = 5_000n;

/**
 * The demo merchant's missions, created once (when it has none, so an operator's edits and closes are kept):
 * a daily slot valid-bet mission a new player reaches with a spin or two, a weekly deposit mission, and a
 * 30-day event mission on games played with a leaderboard. Rewards are bonus money from the merchant's BONUS
 * account like any other.
 */
export async function seedDemoMissions(db: TDb, merchantId: bigint, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('merchant')
      .select('id')
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('mission')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .limit(1)
      .executeTakeFirst();
    if (existing) return;
    const names = (tw: string, en: string, vi: string, th: string, id: string) =>
      JSON.stringify({ TW: tw, EN: en, VI: vi, TH: th, ID: id });
    await trx
      .insertInto('mission')
      .values([
        {
          merchant_id: merchantId,
          kind: 'DAILY',
          metric: 'VALID_BET',
          game_category: 'RNG',
          target_value: DEMO_DAILY_TARGET_MINOR,
          reward_minor: DEMO_DAILY_REWARD_MINOR,
          wager_multiple: '0',
          names: names(
            '每日老虎機挑戰',
            'Daily slots challenge',
            'Thử thách slot hằng ngày',
            'ภารกิจสล็อตรายวัน',
            'Tantangan slot harian',
          ),
          sort_order: 1,
          created_by: null,
        },
        {
          merchant_id: merchantId,
          kind: 'WEEKLY',
          metric: 'DEPOSIT',
          game_category: null,
          target_value: 50_000_000n,
          reward_minor: 1_000_000n,
          wager_multiple: '1',
          names: names(
            '每週存款任務',
            'Weekly deposit mission',
            'Nhiệm vụ nạp tiền hằng tuần',
            'ภารกิจฝากเงินรายสัปดาห์',
            'Misi deposit mingguan',
          ),
          sort_order: 2,
          created_by: null,
        },
        {
          merchant_id: merchantId,
          kind: 'EVENT',
          metric: 'GAMES_PLAYED',
          game_category: null,
          target_value: 100n,
          reward_minor: 2_000_000n,
          wager_multiple: '1',
          names: names(
            '百局挑戰賽',
            'Hundred rounds race',
            'Cuộc đua trăm ván',
            'การแข่งขันร้อยรอบ',
            'Balapan seratus ronde',
          ),
          starts_at: new Date(now.getTime() - 60_000),
          ends_at: new Date(now.getTime() + DEMO_EVENT_DAYS * DAY_MS),
          sort_order: 3,
          created_by: null,
        },
      ])
      .execute();
  });
}
