import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TOpsLiabilityQuery } from '@kirin/contracts';

/**
 * An issue's liability per number (lottery_number_liability, kept by bet placement): stake, what the bets would
 * pay if the number hit once, bet count, the cap that applies (the number's LIMIT, else the game's per-number
 * cap) and the headroom left under it. For operators before a draw; by potential payout, highest first.
 */
export async function listIssueLiability(
  db: TDb,
  merchantId: bigint,
  issueId: bigint,
  query: TOpsLiabilityQuery,
) {
  const issue = await db
    .selectFrom('lottery_issue as i')
    .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
    .select([
      'i.id',
      'i.code',
      'i.status',
      'g.id as game_id',
      'g.code as game_code',
      'g.number_liability_cap_minor',
    ])
    .where('i.id', '=', issueId)
    .where('i.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!issue) throw new AppError('NOT_FOUND');

  const cap = sql<
    string | null
  >`coalesce(c.liability_cap_minor, ${issue.number_liability_cap_minor})::bigint`;
  // greatest() skips NULLs: without a cap the headroom must stay NULL, not become 0.
  const headroom = sql<
    string | null
  >`case when ${cap} is null then null else greatest(${cap} - l.potential_payout_minor, 0) end`;
  let base = db
    .selectFrom('lottery_number_liability as l')
    .leftJoin('lottery_number_cap as c', (join) =>
      join
        .on('c.game_id', '=', issue.game_id)
        .onRef('c.bet_code', '=', 'l.bet_code')
        .onRef('c.pick', '=', 'l.pick'),
    )
    .where('l.issue_id', '=', issue.id);
  if (query.betCode) base = base.where('l.bet_code', '=', query.betCode);
  if (query.stationId !== undefined) base = base.where('l.station_id', '=', query.stationId);

  const order = {
    payout: sql`l.potential_payout_minor desc`,
    stake: sql`l.stake_minor desc`,
    bets: sql`l.bet_count desc`,
    headroom: sql`${headroom} asc nulls last`,
  }[query.sort];
  const [rows, counted] = await Promise.all([
    base
      .select([
        'l.station_id',
        'l.bet_code',
        'l.pick',
        'l.stake_minor',
        'l.potential_payout_minor',
        'l.bet_count',
        'c.mode',
        cap.as('cap'),
        headroom.as('headroom'),
      ])
      .orderBy(order)
      .orderBy('l.bet_code')
      .orderBy('l.station_id')
      .orderBy('l.pick')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const orNull = (value: string | null) => (value === null ? null : Number(value));
  return {
    issueId: issue.id.toString(),
    gameCode: issue.game_code,
    numero: issue.code,
    status: issue.status,
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted.total),
    rows: rows.map((row) => ({
      stationId: row.station_id,
      betCode: row.bet_code,
      pick: row.pick,
      stakeMinor: Number(row.stake_minor),
      potentialPayoutMinor: Number(row.potential_payout_minor),
      betCount: row.bet_count,
      capMode: row.mode,
      liabilityCapMinor: orNull(row.cap),
      headroomMinor: orNull(row.headroom),
    })),
  };
}
