import type { TBonusSettings, TBonusSettingsUpdate } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { inTransaction } from '../../ledger/index.js';
import { readBonusSettings } from './bonus.queries.js';

/**
 * Changes a merchant's wagering settings: the weights given (others unchanged), the maximum bet and the lapse
 * threshold. A new maximum bet applies to grants made from now on (each grant keeps the one it was made with).
 */
export async function saveBonusSettings(
  db: TDb,
  merchantId: bigint,
  update: TBonusSettingsUpdate,
): Promise<{ before: TBonusSettings; after: TBonusSettings }> {
  return inTransaction(db, async (trx) => {
    const before = await readBonusSettings(trx, merchantId);
    const maxBet = update.maxBet === undefined ? before.maxBet : update.maxBet;
    const lapse = update.lapseBalance ?? before.lapseBalance;
    await trx
      .insertInto('bonus_settings')
      .values({
        merchant_id: merchantId,
        max_bet_minor: maxBet === null ? null : BigInt(maxBet),
        lapse_balance_minor: BigInt(lapse),
      })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({
          max_bet_minor: maxBet === null ? null : BigInt(maxBet),
          lapse_balance_minor: BigInt(lapse),
          updated_at: new Date(),
        }),
      )
      .execute();
    for (const [category, weight] of Object.entries(update.weights ?? {}))
      await trx
        .insertInto('bonus_wager_weight')
        .values({ merchant_id: merchantId, game_category: category, weight_percent: weight })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'game_category']).doUpdateSet({ weight_percent: weight }),
        )
        .execute();
    return { before, after: await readBonusSettings(trx, merchantId) };
  });
}
