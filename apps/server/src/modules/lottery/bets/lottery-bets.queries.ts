import type { TLotteryBetView } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

/** lottery_bet joined with what its view shows: the game's code and cancel policy, the issue's code and state. */
export function selectLotteryBets(db: TDb) {
  return db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_game as g', 'g.id', 'b.game_id')
    .innerJoin('lottery_issue as i', 'i.id', 'b.issue_id')
    .select([
      'b.id',
      'b.slip_id',
      'b.slip_index',
      'b.bet_code',
      'b.picks',
      'b.station_ids',
      'b.unit_stake_minor',
      'b.stake_units',
      'b.stake_minor',
      'b.odds',
      'b.odds_version',
      'b.half_pay_picks',
      'b.max_payout_minor',
      'b.status',
      'b.hits',
      'b.payout_minor',
      'b.placed_at',
      'b.settled_at',
      'g.code as game_code',
      'g.allow_bet_cancel',
      'g.result_source',
      'i.code as numero',
      'i.status as issue_status',
      'i.open_at',
      'i.close_at',
    ]);
}

export type TLotteryBetRow = Awaited<ReturnType<ReturnType<typeof selectLotteryBets>['execute']>>[number];

/**
 * Whether the member may cancel the bet now: the game allows it, the bet is OPEN and its issue is OPEN and
 * before its close (the cancel itself checks again by the database clock under the issue lock).
 */
export function canCancelLotteryBet(row: TLotteryBetRow, now: Date): boolean {
  return (
    row.allow_bet_cancel &&
    row.status === 'OPEN' &&
    row.issue_status === 'OPEN' &&
    row.open_at <= now &&
    now < row.close_at
  );
}

/** A bet as the site shows it. */
export function lotteryBetView(row: TLotteryBetRow, now: Date): TLotteryBetView {
  return {
    betId: row.id.toString(),
    slipId: row.slip_id,
    gameCode: row.game_code,
    numero: row.numero,
    betCode: row.bet_code,
    picks: row.picks,
    stationIds: row.station_ids,
    unitStakeMinor: Number(row.unit_stake_minor),
    stakeUnits: row.stake_units,
    stakeMinor: Number(row.stake_minor),
    odds: row.odds,
    oddsVersion: row.odds_version,
    halfPayPicks: row.half_pay_picks,
    maxPayoutMinor: row.max_payout_minor === null ? null : Number(row.max_payout_minor),
    status: row.status,
    hits: row.hits,
    payoutMinor: Number(row.payout_minor),
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    canCancel: canCancelLotteryBet(row, now),
    isSimulated: row.result_source === 'SIMULATED',
  };
}

/** A member's slip, in slip order (empty when there is none). */
export function readLotterySlip(db: TDb, memberId: bigint, slipId: string) {
  return selectLotteryBets(db)
    .where('b.member_id', '=', memberId)
    .where('b.slip_id', '=', slipId)
    .orderBy('b.slip_index')
    .execute();
}
