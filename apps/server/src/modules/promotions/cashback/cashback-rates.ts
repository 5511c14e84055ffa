import type { TCashbackRateTable } from '@kirin/contracts';
import { GAME_CATEGORIES } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import { readCashbackSetting } from './cashback.queries.js';

const categoryOrder = (category: string) => GAME_CATEGORIES.indexOf(category as never);

/** The merchant's whole rate table and claim limits, by category then level. */
export async function readCashbackRateTable(db: TDb, merchantId: bigint): Promise<TCashbackRateTable> {
  const [rows, setting] = await Promise.all([
    db
      .selectFrom('cashback_rate')
      .select(['game_category', 'vip_level', 'rate_ppm'])
      .where('merchant_id', '=', merchantId)
      .execute(),
    readCashbackSetting(db, merchantId),
  ]);
  const rates = rows
    .map((r) => ({ gameCategory: r.game_category, vipLevel: r.vip_level, ratePpm: r.rate_ppm }))
    .sort((a, b) => categoryOrder(a.gameCategory) - categoryOrder(b.gameCategory) || a.vipLevel - b.vipLevel);
  return {
    rates,
    minClaim: Number(setting.minClaimMinor),
    capPerClaim: setting.capPerClaimMinor === null ? null : Number(setting.capPerClaimMinor),
  };
}

/**
 * Replaces the merchant's rate table and limits in one transaction (the merchant's setting row locked, so two
 * operators saving at once apply one after the other), with an audit row holding the table before and after.
 * Claims already paid keep the lines and rates they were paid at.
 */
export async function replaceCashbackRateTable(
  db: TDb,
  actor: TAuditActor,
  merchant: { id: bigint; code: string },
  table: TCashbackRateTable,
): Promise<TCashbackRateTable> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cashback_setting')
      .values({ merchant_id: merchant.id })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    await trx
      .selectFrom('cashback_setting')
      .select('merchant_id')
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .execute();
    const before = await readCashbackRateTable(trx, merchant.id);
    await trx.deleteFrom('cashback_rate').where('merchant_id', '=', merchant.id).execute();
    if (table.rates.length > 0)
      await trx
        .insertInto('cashback_rate')
        .values(
          table.rates.map((r) => ({
            merchant_id: merchant.id,
            game_category: r.gameCategory,
            vip_level: r.vipLevel,
            rate_ppm: r.ratePpm,
          })),
        )
        .execute();
    await trx
      .updateTable('cashback_setting')
      .set({
        min_claim_minor: BigInt(table.minClaim),
        cap_per_claim_minor: table.capPerClaim === null ? null : BigInt(table.capPerClaim),
        updated_at: new Date(),
      })
      .where('merchant_id', '=', merchant.id)
      .execute();
    const after = await readCashbackRateTable(trx, merchant.id);
    await writeAudit(trx, actor, {
      action: 'cashback.rates-save',
      merchantId: merchant.id,
      target: `merchant:${merchant.code}`,
      before,
      after,
    });
    return after;
  });
}
