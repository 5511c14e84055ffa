import type { TDb } from '../../../db/database.js';

/**
 * The demo merchant's wagering rules, as an Asian operator sets them: slots, fishing, sports, cards count in
 * full, live casino at half and the lottery at 80% (the reference's weights); no maximum bet; a wager lapses
 * once the balance is down to 1.00. Created once: an operator's later changes are kept across restarts.
 */
export const DEMO_WAGER_WEIGHTS: Record<string, number> = { LIVE: 50, LOTT: 80, ELOTT: 80 };

export async function seedDemoBonusSettings(db: TDb, merchantId: bigint): Promise<void> {
  const existing = await db
    .selectFrom('bonus_settings')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('bonus_settings')
      .values({ merchant_id: merchantId, max_bet_minor: null, lapse_balance_minor: 100n })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    await trx
      .insertInto('bonus_wager_weight')
      .values(
        Object.entries(DEMO_WAGER_WEIGHTS).map(([category, weight]) => ({
          merchant_id: merchantId,
          game_category: category,
          weight_percent: weight,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'game_category']).doNothing())
      .execute();
  });
}
