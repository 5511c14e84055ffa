import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TMissionTable } from '../../../db/tables/missions.js';
import type { TMissionPeriod } from './mission-periods.js';

export type TMissionRow = Selectable<TMissionTable>;

/**
 * The rows that count for a mission in a period, as (member_id, at, seq, amount): settled bet rounds that won
 * or lost (the valid-bet rule of cashback and wagering: a tie or a refund is no valid round), optionally of
 * one category, WINS only those paying above the stake; or credited deposits at the moment their ledger
 * posting was made. `memberId` narrows it to one member.
 */
function sourceRows(mission: TMissionRow, period: TMissionPeriod, memberId?: bigint): RawBuilder<unknown> {
  if (mission.metric === 'DEPOSIT') {
    const member = memberId === undefined ? sql`` : sql`AND d.member_id = ${memberId}`;
    return sql`
      SELECT d.member_id, t.created_at AS at, d.id AS seq, d.amount_minor AS amount
      FROM deposit d JOIN ledger_transaction t ON t.id = d.ledger_transaction_id
      WHERE d.merchant_id = ${mission.merchant_id} AND d.status = 'CREDITED' ${member}
        AND d.created_at < ${period.end} AND t.created_at >= ${period.start} AND t.created_at < ${period.end}`;
  }
  const amount = mission.metric === 'VALID_BET' ? sql`r.valid_bet_minor` : sql`1::bigint`;
  const member = memberId === undefined ? sql`` : sql`AND r.member_id = ${memberId}`;
  const category =
    mission.game_category === null ? sql`` : sql`AND r.game_category = ${mission.game_category}`;
  const wins = mission.metric === 'WINS' ? sql`AND r.payout_minor > r.stake_minor` : sql``;
  return sql`
    SELECT r.member_id, r.settled_at AS at, r.id AS seq, ${amount} AS amount
    FROM bet_round r
    WHERE r.merchant_id = ${mission.merchant_id} AND r.status = 'SETTLED' ${member}
      AND r.valid_bet_minor > 0 AND r.payout_minor <> r.stake_minor ${category} ${wins}
      AND r.settled_at >= ${period.start} AND r.settled_at < ${period.end}`;
}

export type TMemberProgress = { value: bigint; reachedAt: Date | null };

/** One member's value in the period and the moment the running total first reached the target. */
export async function readMemberProgress(
  db: TDb,
  mission: TMissionRow,
  period: TMissionPeriod,
  memberId: bigint,
): Promise<TMemberProgress> {
  const { rows } = await sql<{ value: string; reached_at: Date | null }>`
    WITH src AS (${sourceRows(mission, period, memberId)}),
      run AS (SELECT at, sum(amount) OVER (ORDER BY at, seq) AS running FROM src)
    SELECT (SELECT coalesce(sum(amount), 0)::text FROM src) AS value,
      (SELECT min(at) FROM run WHERE running >= ${mission.target_value}) AS reached_at`.execute(db);
  const row = rows[0]!;
  return { value: BigInt(row.value), reachedAt: row.reached_at };
}

export type TRankedRow = {
  rank: number;
  memberId: bigint;
  username: string;
  value: bigint;
  /** When the member's total became `value` (its last counted row). */
  lastAt: Date;
  /** When the running total first reached the target; null below it. */
  reachedAt: Date | null;
};

/**
 * Every member with a value in the period, ranked: higher value first, then who reached that value first
 * (the earlier last counted row), then the member id. The rows ranked within `limit`, plus `memberId`'s own.
 */
export async function readRanking(
  db: TDb,
  mission: TMissionRow,
  period: TMissionPeriod,
  options: { limit: number; memberId?: bigint },
): Promise<TRankedRow[]> {
  const me = options.memberId ?? -1n;
  const { rows } = await sql<{
    rank: string;
    member_id: bigint;
    username: string;
    value: string;
    last_at: Date;
    reached_at: Date | null;
  }>`
    WITH src AS (${sourceRows(mission, period)}),
      run AS (
        SELECT member_id, at, amount,
          sum(amount) OVER (PARTITION BY member_id ORDER BY at, seq) AS running
        FROM src),
      per AS (
        SELECT member_id, sum(amount) AS value, max(at) AS last_at,
          min(at) FILTER (WHERE running >= ${mission.target_value}) AS reached_at
        FROM run GROUP BY member_id),
      ranked AS (
        SELECT per.*, row_number() OVER (ORDER BY value DESC, last_at ASC, member_id ASC) AS rank FROM per)
    SELECT ranked.rank::text AS rank, ranked.member_id, m.username, ranked.value::text AS value,
      ranked.last_at, ranked.reached_at
    FROM ranked JOIN member m ON m.id = ranked.member_id
    WHERE ranked.rank <= ${options.limit} OR ranked.member_id = ${me}
    ORDER BY ranked.rank`.execute(db);
  return rows.map((r) => ({
    rank: Number(r.rank),
    memberId: r.member_id,
    username: r.username,
    value: BigInt(r.value),
    lastAt: r.last_at,
    reachedAt: r.reached_at,
  }));
}

/** The merchant's missions by id. */
export async function findMission(db: TDb, merchantId: bigint, missionId: bigint) {
  return db
    .selectFrom('mission')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', missionId)
    .executeTakeFirst();
}

/** The name in `language`, else TW, else any. */
export function missionName(names: Record<string, string>, language?: string): string {
  return (language && names[language]) || names.TW || Object.values(names)[0] || '';
}
