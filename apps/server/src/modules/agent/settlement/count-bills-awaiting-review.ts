import type { TDb } from '../../../db/database.js';

/** How many of the merchant's agent bills wait for an operator's review (PENDING_REVIEW, agent_bill_open_idx). */
export async function countBillsAwaitingReview(db: TDb, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('agent_bill')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING_REVIEW')
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}
