import type { TGameCategory } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TBetRoundStatus } from '../../db/tables/games.js';
import type { TTimeRange } from './day-range.js';

export type TRoundFilter = {
  merchantId: bigint;
  memberId: bigint;
  range: TTimeRange;
  gameCategory?: TGameCategory;
  status?: TBetRoundStatus;
};

/** A member's bet rounds matching the filter; days are by bet time (bet_at), UTC. */
export function roundsOf(db: TDb, filter: TRoundFilter) {
  let query = db
    .selectFrom('bet_round as r')
    .where('r.member_id', '=', filter.memberId)
    .where('r.merchant_id', '=', filter.merchantId);
  if (filter.gameCategory) query = query.where('r.game_category', '=', filter.gameCategory);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.range.from) query = query.where('r.bet_at', '>=', filter.range.from);
  if (filter.range.to) query = query.where('r.bet_at', '<', filter.range.to);
  return query;
}

/** Sums as text (PostgreSQL's sum of bigint is numeric): turned into numbers by toTotals. */
export function totalsSelection() {
  return [
    sql<string>`count(*)`.as('rounds'),
    sql<string>`coalesce(sum(r.stake_minor), 0)`.as('stake'),
    sql<string>`coalesce(sum(r.valid_bet_minor), 0)`.as('validBet'),
    sql<string>`coalesce(sum(r.payout_minor), 0)`.as('payout'),
    // A round's profit counts once it is settled (payout − stake); open and cancelled rounds count 0.
    sql<string>`coalesce(sum(CASE WHEN r.status = 'SETTLED' THEN r.payout_minor - r.stake_minor ELSE 0 END), 0)`.as(
      'profit',
    ),
  ] as const;
}

export type TTotalsRow = { rounds: string; stake: string; validBet: string; payout: string; profit: string };
export type TTotals = { rounds: number; stake: number; validBet: number; payout: number; profit: number };

export function toTotals(row: TTotalsRow | undefined): TTotals {
  return {
    rounds: Number(row?.rounds ?? 0),
    stake: Number(row?.stake ?? 0),
    validBet: Number(row?.validBet ?? 0),
    payout: Number(row?.payout ?? 0),
    profit: Number(row?.profit ?? 0),
  };
}
