import type { TDb } from '../../db/database.js';

/** A merchant's dual-control limits in minor units (migration 0023 keeps one row per merchant, 0028 adds the daily totals). */
export type TDualControlLimits = {
  withdrawalSingleMaxMinor: bigint;
  depositSingleMaxMinor: bigint;
  adjustmentDailySingleMaxMinor: bigint;
  withdrawalDailySingleMaxMinor: bigint;
  depositDailySingleMaxMinor: bigint;
  updatedAt: Date;
};

/**
 * The limits of a merchant. Every merchant has its row (a trigger makes it), so a missing one is a broken
 * database and throws rather than falling back to a guess.
 */
export async function readDualControl(db: TDb, merchantId: bigint): Promise<TDualControlLimits> {
  const row = await db
    .selectFrom('merchant_dual_control')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    withdrawalSingleMaxMinor: row.withdrawal_single_max_minor,
    depositSingleMaxMinor: row.deposit_single_max_minor,
    adjustmentDailySingleMaxMinor: row.adjustment_daily_single_max_minor,
    withdrawalDailySingleMaxMinor: row.withdrawal_daily_single_max_minor,
    depositDailySingleMaxMinor: row.deposit_daily_single_max_minor,
    updatedAt: row.updated_at,
  };
}
