import type { TLotteryBetDefinition } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/** One bet's share of a `lottery_number_liability` row (docs/lottery.md, "Bets": the liability rule). */
export type TLiabilityShare = {
  stationId: string;
  betCode: string;
  pick: string;
  stakeMinor: bigint;
  potentialPayoutMinor: bigint;
};

export type TLiabilityBet = {
  definition: TLotteryBetDefinition;
  picks: readonly string[];
  stationIds: readonly string[];
  unitStakeMinor: bigint;
  /** The bet's odds snapshot, thousandths per prize label. */
  odds: Readonly<Record<string, number>>;
  halfPayPicks: readonly string[];
  maxPayoutMinor: bigint | null;
};

const THOUSAND = 1000n;

/** Number bets (lô, đề, a ball's digit …): every (station, pick) is a row of its own, and only those are capped. */
export function isNumberBet(definition: TLotteryBetDefinition): boolean {
  return definition.picks.type === 'NUMBERS' && definition.combination === 'EACH_PICK';
}

/**
 * What a bet adds to the liability rows: for number bets, per station and pick, unit × the bet code's highest odds
 * (halved, floored, on a half-pay pick); for the others one row per station (one for a pooled bet) keyed by the
 * sorted picks joined by '-', worth unit × highest odds × combinations. Each potential payout stops at the bet's
 * maximum payout. Pure: placement adds these rows and cancellation takes the same rows off.
 */
export function lotteryLiabilityShares(bet: TLiabilityBet): TLiabilityShare[] {
  const maxOdds = BigInt(Math.max(0, ...Object.values(bet.odds)));
  const limit = (value: bigint) =>
    bet.maxPayoutMinor !== null && value > bet.maxPayoutMinor ? bet.maxPayoutMinor : value;
  const stations = bet.stationIds.length > 0 ? bet.stationIds : [''];
  const code = bet.definition.code;
  if (isNumberBet(bet.definition)) {
    const stakePerPick = bet.unitStakeMinor * BigInt(bet.definition.unitsPerCombination);
    return stations.flatMap((stationId) =>
      bet.picks.map((pick) => ({
        stationId,
        betCode: code,
        pick,
        stakeMinor: stakePerPick,
        potentialPayoutMinor: limit(
          (bet.unitStakeMinor * maxOdds) / (bet.halfPayPicks.includes(pick) ? 2n * THOUSAND : THOUSAND),
        ),
      })),
    );
  }
  const combinations = BigInt(
    bet.definition.combination === 'PAIRS' ? (bet.picks.length * (bet.picks.length - 1)) / 2 : 1,
  );
  const pick = [...bet.picks].sort().join('-');
  const rows = bet.definition.stations.pooled ? [stations.join('+')] : stations;
  const stakePerRow =
    bet.unitStakeMinor *
    combinations *
    BigInt(bet.definition.unitsPerCombination) *
    BigInt(stations.length / rows.length);
  return rows.map((stationId) => ({
    stationId,
    betCode: code,
    pick,
    stakeMinor: stakePerRow,
    potentialPayoutMinor: limit((bet.unitStakeMinor * maxOdds * combinations) / THOUSAND),
  }));
}

export type TLiabilityRow = TLiabilityShare & { betCount: number };

const keyOf = (row: TLiabilityShare) => `${row.stationId}\u0000${row.betCode}\u0000${row.pick}`;

/** Shares of several bets added up per row, in key order (every writer takes row locks in this order). */
export function sumLiabilityShares(shares: TLiabilityShare[]): TLiabilityRow[] {
  const rows = new Map<string, TLiabilityRow>();
  for (const share of shares) {
    const key = keyOf(share);
    const row = rows.get(key);
    if (row) {
      row.stakeMinor += share.stakeMinor;
      row.potentialPayoutMinor += share.potentialPayoutMinor;
      row.betCount += 1;
    } else rows.set(key, { ...share, betCount: 1 });
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

const columns = (rows: TLiabilityRow[]) => ({
  stations: rows.map((row) => row.stationId),
  codes: rows.map((row) => row.betCode),
  picks: rows.map((row) => row.pick),
  stakes: rows.map((row) => row.stakeMinor.toString()),
  payouts: rows.map((row) => row.potentialPayoutMinor.toString()),
  counts: rows.map((row) => row.betCount),
});

/**
 * Adds the rows to the issue's liability in one upsert (rows in key order, so two slips lock shared rows in the
 * same order) and answers each row's new potential payout. The row locks last until the caller's transaction
 * ends, so a total read here is final: the caller refuses the slip when one passes its cap.
 */
export async function addLotteryLiability(
  db: TDb,
  issueId: bigint,
  rows: TLiabilityRow[],
): Promise<Map<string, bigint>> {
  if (rows.length === 0) return new Map();
  const c = columns(rows);
  const result = await sql<{
    station_id: string;
    bet_code: string;
    pick: string;
    potential_payout_minor: bigint;
  }>`
    INSERT INTO lottery_number_liability AS l
      (issue_id, station_id, bet_code, pick, stake_minor, potential_payout_minor, bet_count)
    SELECT ${issueId}, r.station_id, r.bet_code, r.pick, r.stake, r.payout, r.bet_count
    FROM unnest(${c.stations}::text[], ${c.codes}::text[], ${c.picks}::text[], ${c.stakes}::bigint[],
      ${c.payouts}::bigint[], ${c.counts}::int[]) WITH ORDINALITY
      AS r (station_id, bet_code, pick, stake, payout, bet_count, ord)
    ORDER BY r.ord
    ON CONFLICT (issue_id, station_id, bet_code, pick) DO UPDATE
      SET stake_minor = l.stake_minor + EXCLUDED.stake_minor,
          potential_payout_minor = l.potential_payout_minor + EXCLUDED.potential_payout_minor,
          bet_count = l.bet_count + EXCLUDED.bet_count
    RETURNING l.station_id, l.bet_code, l.pick, l.potential_payout_minor`.execute(db);
  return new Map(
    result.rows.map((row) => [
      keyOf({ stationId: row.station_id, betCode: row.bet_code, pick: row.pick } as TLiabilityShare),
      row.potential_payout_minor,
    ]),
  );
}

/** The key addLotteryLiability's answer is indexed by. */
export const liabilityKeyOf = keyOf;

/**
 * Takes a cancelled bet's rows off the issue's liability (the same rows placement added). The rows are locked
 * first in placement's key order (byte order, as JavaScript's sort of these ASCII keys), so a cancel and a slip
 * never wait on each other in a cycle.
 */
export async function lowerLotteryLiability(db: TDb, issueId: bigint, rows: TLiabilityRow[]): Promise<void> {
  if (rows.length === 0) return;
  const c = columns(rows);
  await sql`
    SELECT 1 FROM lottery_number_liability AS l
    JOIN unnest(${c.stations}::text[], ${c.codes}::text[], ${c.picks}::text[]) AS r (station_id, bet_code, pick)
      ON l.station_id = r.station_id AND l.bet_code = r.bet_code AND l.pick = r.pick
    WHERE l.issue_id = ${issueId}
    ORDER BY l.station_id COLLATE "C", l.bet_code COLLATE "C", l.pick COLLATE "C"
    FOR UPDATE OF l`.execute(db);
  await sql`
    UPDATE lottery_number_liability AS l
    SET stake_minor = l.stake_minor - r.stake,
        potential_payout_minor = l.potential_payout_minor - r.payout,
        bet_count = l.bet_count - r.bet_count
    FROM unnest(${c.stations}::text[], ${c.codes}::text[], ${c.picks}::text[], ${c.stakes}::bigint[],
      ${c.payouts}::bigint[], ${c.counts}::int[]) AS r (station_id, bet_code, pick, stake, payout, bet_count)
    WHERE l.issue_id = ${issueId} AND l.station_id = r.station_id AND l.bet_code = r.bet_code
      AND l.pick = r.pick`.execute(db);
}
