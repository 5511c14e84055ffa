import { findLotteryGame, lotteryBetTypesOf } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { currentLotteryOdds } from '../odds/lottery-odds.js';
import { capKeyOf, type TNumberCap, type TSlipPricing } from './price-lottery-bet.js';

/** The codes a game sells: its engine game's bet types. */
export function soldBetCodesOf(game: TLotteryGameRow): Set<string> {
  const engine = findLotteryGame(game.engine_code);
  if (!engine) throw new Error(`lottery game ${game.code}: unknown engine game ${game.engine_code}`);
  return new Set(lotteryBetTypesOf(engine).map((definition) => definition.code));
}

/** The game's number caps of these bet codes (all of them when none are named). */
export async function loadNumberCaps(
  db: TDb,
  gameId: bigint,
  betCodes?: readonly string[],
): Promise<Map<string, TNumberCap>> {
  if (betCodes?.length === 0) return new Map();
  let query = db
    .selectFrom('lottery_number_cap')
    .select(['bet_code', 'pick', 'mode', 'liability_cap_minor'])
    .where('game_id', '=', gameId);
  if (betCodes) query = query.where('bet_code', 'in', [...betCodes]);
  const rows = await query.orderBy('bet_code').orderBy('pick').execute();
  return new Map(
    rows.map((row) => [
      capKeyOf(row.bet_code, row.pick),
      { mode: row.mode, liabilityCapMinor: row.liability_cap_minor },
    ]),
  );
}

/** Everything priceLotteryBet needs for a slip on this game and issue. */
export async function loadSlipPricing(
  db: TDb,
  game: TLotteryGameRow,
  issueStationIds: readonly string[],
  betCodes: readonly string[],
): Promise<TSlipPricing> {
  const [odds, caps] = await Promise.all([
    currentLotteryOdds(db, game),
    loadNumberCaps(db, game.id, [...new Set(betCodes)]),
  ]);
  return { game, soldBetCodes: soldBetCodesOf(game), odds, caps, issueStationIds };
}
