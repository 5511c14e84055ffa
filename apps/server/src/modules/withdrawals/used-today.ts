import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/** The start of `now`'s day in UTC: daily limits count by UTC day (docs/withdrawals.md). */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** What the member has asked to withdraw today, in any status but REJECTED (a rejected request frees its share). */
export async function usedTodayMinor(db: TDb, memberId: bigint, now: Date): Promise<bigint> {
  const from = startOfUtcDay(now);
  const row = await db
    .selectFrom('withdrawal')
    .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '<>', 'REJECTED')
    .where('created_at', '>=', from)
    .where('created_at', '<', new Date(from.getTime() + 86_400_000))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
