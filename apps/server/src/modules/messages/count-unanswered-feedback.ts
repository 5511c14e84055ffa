import type { TDb } from '../../db/database.js';

/** How many of the merchant's feedback items wait for an answer (the feedback queue's OPEN ones, feedback_queue). */
export async function countUnansweredFeedback(db: TDb, merchantId: bigint): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(row.open);
}
