import type { TDb } from '../../../db/database.js';

/** How many points exchanges of the merchant (physical goods) wait for an operator (APPLYING). */
export async function countPendingExchanges(db: TDb, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('point_exchange')
    .select((eb) => eb.fn.countAll<string>().as('applying'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'APPLYING')
    .executeTakeFirstOrThrow();
  return Number(row.applying);
}
