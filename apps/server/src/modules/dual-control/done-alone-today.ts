import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/** Key space of the advisory locks that serialise one operator's withdrawal payments or deposit credits. */
const ALONE_TODAY_LOCK_SPACE = 7_242_028;

/**
 * Serialises, until the transaction ends, every decision of one operator of one merchant that adds to one
 * daily total. Without it two payments (or approvals) of the same operator at once would each sum today's
 * total before the other commits, both see room, and both pass alone: the total would end above the limit.
 * The lock is taken before the sum, so the second waits, then (READ COMMITTED: each statement sees what
 * committed before it) sums with the first one included. It is taken after the withdrawal's or deposit's row
 * lock, and nothing takes them the other way round, so it cannot deadlock; two different operators, or two
 * merchants, never wait on each other.
 */
async function lockOperatorDay(
  trx: TDb,
  kind: 'withdrawal' | 'deposit',
  merchantId: bigint,
  operatorId: bigint,
): Promise<void> {
  if (!trx.isTransaction)
    throw new Error('a daily total is read inside the transaction that moves the money');
  await sql`SELECT pg_advisory_xact_lock(${ALONE_TODAY_LOCK_SPACE}, hashtext(${`${kind}:${merchantId}:${operatorId}`}))`.execute(
    trx,
  );
}

/** The start of the current UTC day ("today" of every daily limit: merchants have no time zone). */
const startOfUtcDay = sql<Date>`date_trunc('day', now(), 'UTC')`;

/**
 * What an operator has paid alone today in withdrawals of a merchant: withdrawals it both approved and paid
 * (index withdrawal_paid_alone, migration 0028). Read under the operator's lock: see lockOperatorDay.
 */
export async function lockPaidAloneToday(trx: TDb, merchantId: bigint, operatorId: bigint): Promise<bigint> {
  await lockOperatorDay(trx, 'withdrawal', merchantId, operatorId);
  const row = await trx
    .selectFrom('withdrawal')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('paid_by', '=', operatorId)
    // Spelled as the index predicate (see migration 0028 for why not `=`); paid_by is not null here.
    .where(sql<boolean>`approved_by IS NOT DISTINCT FROM paid_by`)
    .where('paid_at', '>=', startOfUtcDay)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * What an operator has credited alone today in manual deposits of a merchant: CREDITED by its single approval,
 * with no first approval by another operator (index deposit_credited_alone, migration 0028; CREDITED is final,
 * so updated_at is the time of the credit). Read under the operator's lock: see lockOperatorDay.
 */
export async function lockCreditedAloneToday(
  trx: TDb,
  merchantId: bigint,
  operatorId: bigint,
): Promise<bigint> {
  await lockOperatorDay(trx, 'deposit', merchantId, operatorId);
  const row = await trx
    .selectFrom('deposit')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('reviewed_by', '=', operatorId)
    .where('status', '=', 'CREDITED')
    .where('first_approved_by', 'is', null)
    .where('updated_at', '>=', startOfUtcDay)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
