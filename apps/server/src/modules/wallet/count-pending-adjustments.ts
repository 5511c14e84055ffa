import type { TDb } from '../../db/database.js';

/** How many of the merchant's adjustments wait for a second operator now (0046's balance_adjustment_pending_idx). */
export async function countPendingAdjustments(db: TDb, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('balance_adjustment')
    .select((eb) => eb.fn.countAll<string>().as('pending'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING_APPROVAL')
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}
