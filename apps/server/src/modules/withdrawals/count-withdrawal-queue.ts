import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * How many of the merchant's withdrawals wait for an operator now: to be approved (REQUESTED), to be paid
 * (APPROVED), and reported not received (DISPUTED). Read through withdrawal_queue; the dashboard's count.
 */
export async function countWithdrawalQueue(
  db: TDb,
  merchantId: bigint,
): Promise<{ awaitingApproval: number; awaitingPayment: number; disputed: number }> {
  const row = await db
    .selectFrom('withdrawal')
    .select([
      sql<string>`count(*) FILTER (WHERE status = 'REQUESTED')`.as('requested'),
      sql<string>`count(*) FILTER (WHERE status = 'APPROVED')`.as('approved'),
      sql<string>`count(*) FILTER (WHERE status = 'DISPUTED')`.as('disputed'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['REQUESTED', 'APPROVED', 'DISPUTED'])
    .executeTakeFirstOrThrow();
  return {
    awaitingApproval: Number(row.requested),
    awaitingPayment: Number(row.approved),
    disputed: Number(row.disputed),
  };
}
