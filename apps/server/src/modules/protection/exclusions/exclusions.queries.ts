import type { TExclusion } from '@kirin/contracts';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TMemberExclusionTable } from '../../../db/tables/protection-exclusions.js';

export type TExclusionRow = Selectable<TMemberExclusionTable>;

/**
 * The exclusion of a member in force now (login refused): started, and not yet reopened (reopens_at unset or
 * ahead). A time-out carries reopens_at = until, so it ends by itself. `isLocked` keeps the row until the
 * transaction ends, so two changes of one exclusion apply one after the other.
 */
export async function findExclusionInForce(
  db: TDb,
  memberId: bigint,
  options: { isLocked?: boolean } = {},
): Promise<TExclusionRow | undefined> {
  let query = db
    .selectFrom('member_exclusion')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('started_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('reopens_at', 'is', null), eb('reopens_at', '>', sql<Date>`now()`)]))
    .orderBy('started_at', 'desc')
    .limit(1);
  if (options.isLocked) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * True when member `memberId` (a column reference) was in a time-out or self-exclusion at time `at` (a column
 * reference): the marketing filter of platform messages.
 */
export function wasExcludedAt(memberId: Expression<bigint>, at: Expression<Date>): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM member_exclusion x WHERE x.member_id = ${memberId}
    AND x.started_at <= ${at} AND (x.reopens_at IS NULL OR x.reopens_at > ${at}))`;
}

export function toExclusion(row: TExclusionRow): TExclusion {
  return {
    id: row.id.toString(),
    kind: row.kind,
    duration: row.duration,
    startedAt: row.started_at.toISOString(),
    until: row.until?.toISOString() ?? null,
    reopenRequestedAt: row.reopen_requested_at?.toISOString() ?? null,
    reopensAt: row.reopens_at?.toISOString() ?? null,
  };
}
