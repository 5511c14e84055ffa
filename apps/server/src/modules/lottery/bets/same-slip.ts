import { findLotteryBetType, type TLotteryPlaceSlip } from '@kirin/contracts';
import type { TLotteryBetRow } from './lottery-bets.queries.js';
import { normalisePicks } from './price-lottery-bet.js';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Whether a stored slip is the one this request asks for: same game, issue and bets (code, unit stake, picks as
 * stored, stations when the request names them; left out, they were defaulted the same way).
 */
export function isSameSlip(rows: TLotteryBetRow[], slip: TLotteryPlaceSlip): boolean {
  if (rows.length !== slip.bets.length) return false;
  return rows.every((row, index) => {
    const bet = slip.bets[index];
    const definition = bet && findLotteryBetType(bet.betCode);
    if (!bet || !definition) return false;
    return (
      row.slip_index === index &&
      row.game_code === slip.gameCode &&
      row.numero === slip.numero &&
      row.bet_code === bet.betCode &&
      row.unit_stake_minor === BigInt(bet.unitStakeMinor) &&
      sameList(row.picks, normalisePicks(definition, bet.picks)) &&
      (bet.stationIds.length === 0 || sameList([...row.station_ids].sort(), [...bet.stationIds].sort()))
    );
  });
}
