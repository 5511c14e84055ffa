import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { findOpsLotteryGame } from './find-ops-lottery-game.js';

type TWindow = { from: string; to: string };

/**
 * The report's sums over bets: turnover of bets not cancelled by their player, payout (a refund counts as its
 * stake: REFUNDED bets net to zero), bets, open bets. Cancelled bets are filtered out by the callers' WHERE.
 */
const TOTALS = {
  turnover: sql<string>`sum(b.stake_minor)`.as('turnover'),
  payout: sql<string>`sum(case when b.status = 'REFUNDED' then b.stake_minor else b.payout_minor end)`.as(
    'payout',
  ),
  bets: sql<string>`count(*)`.as('bets'),
  openBets: sql<string>`count(*) filter (where b.status = 'OPEN')`.as('open_bets'),
};

const totalsOf = (row: {
  currency: string;
  turnover: string;
  payout: string;
  bets: string;
  open_bets: string;
}) => ({
  currency: row.currency,
  turnoverMinor: Number(row.turnover),
  payoutMinor: Number(row.payout),
  winLossMinor: Number(row.turnover) - Number(row.payout),
  betCount: Number(row.bets),
  openBetCount: Number(row.open_bets),
});

/** Turnover and win/loss per game (and currency) of the issues drawn in [from, to). */
export async function reportLotteryGames(db: TDb, merchantId: bigint, window: TWindow) {
  const rows = await db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_issue as i', 'i.id', 'b.issue_id')
    .innerJoin('lottery_game as g', 'g.id', 'b.game_id')
    .select(['g.code', 'g.names', 'g.sort_order', 'g.id', 'b.currency'])
    .select([TOTALS.turnover, TOTALS.payout, TOTALS.bets, TOTALS.openBets])
    .where('b.merchant_id', '=', merchantId)
    .where('b.status', '!=', 'CANCELLED')
    .where('i.draw_at', '>=', new Date(window.from))
    .where('i.draw_at', '<', new Date(window.to))
    .groupBy(['g.id', 'g.code', 'g.names', 'g.sort_order', 'b.currency'])
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .orderBy('b.currency')
    .execute();
  return {
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    rows: rows.map((row) => ({ gameCode: row.code, names: row.names, ...totalsOf(row) })),
  };
}

/** The same per issue of one game drawn in [from, to) that holds bets, newest draw first, paged. */
export async function reportLotteryIssues(
  db: TDb,
  merchantId: bigint,
  input: TWindow & { gameCode: string; page: number; pageSize: number },
) {
  const game = await findOpsLotteryGame(db, merchantId, input.gameCode);
  const base = db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_issue as i', 'i.id', 'b.issue_id')
    .where('i.game_id', '=', game.id)
    .where('b.status', '!=', 'CANCELLED')
    .where('i.draw_at', '>=', new Date(input.from))
    .where('i.draw_at', '<', new Date(input.to));
  const [rows, counted] = await Promise.all([
    base
      .select(['i.id', 'i.code', 'i.status', 'i.draw_at', 'b.currency'])
      .select([TOTALS.turnover, TOTALS.payout, TOTALS.bets, TOTALS.openBets])
      .groupBy(['i.id', 'i.code', 'i.status', 'i.draw_at', 'b.currency'])
      .orderBy('i.draw_at', 'desc')
      .orderBy('i.id', 'desc')
      .orderBy('b.currency')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    base.select(sql<string>`count(distinct (i.id, b.currency))`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    gameCode: game.code,
    from: new Date(input.from).toISOString(),
    to: new Date(input.to).toISOString(),
    page: input.page,
    pageSize: input.pageSize,
    total: Number(counted.total),
    rows: rows.map((row) => ({
      issueId: row.id.toString(),
      numero: row.code,
      status: row.status,
      drawAt: row.draw_at.toISOString(),
      ...totalsOf(row),
    })),
  };
}
