import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/** Key space of the advisory locks that serialise one operator's adjustments of one merchant. */
const APPLIED_ALONE_LOCK_SPACE = 7_242_015;

/**
 * What an operator has applied alone today in manual adjustments of a merchant (sum of absolute amounts),
 * read under a transaction-scoped advisory lock on (merchant, operator): that operator's next adjustment
 * waits until this transaction ends, so racing requests cannot each see the same total and all pass.
 * "Today" is the UTC day (the ledger, limits and reports all count UTC days; merchants have no time zone).
 */
export async function lockAppliedAloneToday(
  trx: TDb,
  merchantId: bigint,
  operatorId: bigint,
): Promise<bigint> {
  if (!trx.isTransaction) throw new Error('lockAppliedAloneToday runs inside the adjustment transaction');
  await sql`SELECT pg_advisory_xact_lock(${APPLIED_ALONE_LOCK_SPACE}, hashtext(${`${merchantId}:${operatorId}`}))`.execute(
    trx,
  );
  const row = await trx
    .selectFrom('balance_adjustment')
    .select(sql<string>`coalesce(sum(abs(amount_minor)), 0)`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('requested_by', '=', operatorId)
    .where('approval_rule', 'is', null)
    .where('decided_at', '>=', sql<Date>`date_trunc('day', now(), 'UTC')`)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
