import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * Accounts registered with a merchant per day of `timeZone` in [from, to): members and agents, not trial
 * (free-play) accounts. Read through member_created_idx; the dashboard's new members.
 */
export async function countRegistrationsByDay(
  db: TDb,
  scope: { merchantId: bigint; timeZone: string; from: Date; to: Date },
): Promise<Map<string, number>> {
  const { rows } = await sql<{ day: string; registered: bigint }>`
    SELECT (m.created_at AT TIME ZONE ${scope.timeZone})::date AS day, count(*) AS registered
    FROM member m
    WHERE m.merchant_id = ${scope.merchantId} AND m.account_type <> 4
      AND m.created_at >= ${scope.from} AND m.created_at < ${scope.to}
    GROUP BY 1`.execute(db);
  return new Map(rows.map((row) => [row.day, Number(row.registered)]));
}
