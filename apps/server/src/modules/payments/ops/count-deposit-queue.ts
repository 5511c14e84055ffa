import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/**
 * How many of the merchant's manual deposits wait for an operator now: for a first review, and approved once
 * waiting for a second, different operator (dual control). Read through deposit_queue; the dashboard's count.
 */
export async function countDepositQueue(
  db: TDb,
  merchantId: bigint,
): Promise<{ awaitingReview: number; awaitingSecondOperator: number }> {
  const row = await db
    .selectFrom('deposit')
    .select([
      sql<string>`count(*) FILTER (WHERE first_approved_by IS NULL)`.as('first'),
      sql<string>`count(*) FILTER (WHERE first_approved_by IS NOT NULL)`.as('second'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING_REVIEW')
    .executeTakeFirstOrThrow();
  return { awaitingReview: Number(row.first), awaitingSecondOperator: Number(row.second) };
}
