import type { TDb } from '../../../db/database.js';

/** How many promotion applications of the merchant wait for review (APPLYING, promotion_claim_review_idx). */
export async function countPromotionApplications(db: TDb, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('promotion_claim')
    .select((eb) => eb.fn.countAll<string>().as('applying'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'APPLYING')
    .executeTakeFirstOrThrow();
  return Number(row.applying);
}
