import { findLotteryGame, type TLotteryVnRegion } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { findOpenNumeros } from '../list-open-numeros.js';
import { lotteryGameView } from '../lottery.queries.js';

/** The menu's order: the North first, as the site lists them (and as the day's draws run backwards). */
const VN_REGIONS: readonly TLotteryVnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

/**
 * The merchant's enabled Vietnamese games grouped by region (the engine game's vnRegion), each in the
 * operator's order with the issue taking bets now (null between a close and the next opening). Regions without
 * a game are left out.
 */
export async function listVnGameMenu(db: TDb, merchantId: bigint, now = new Date()) {
  const [rows, open] = await Promise.all([
    db
      .selectFrom('lottery_game')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('is_enabled', '=', true)
      .where('area', '=', 'VN')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    findOpenNumeros(db, merchantId, now, 'VN'),
  ]);
  const openByGame = new Map(open.map((numero) => [numero.gameCode, numero]));
  const regions = VN_REGIONS.map((region) => ({
    region,
    games: rows
      .filter((row) => findLotteryGame(row.engine_code)?.vnRegion === region)
      .map((row) => ({ game: lotteryGameView(row), openIssue: openByGame.get(row.code) ?? null })),
  }));
  return { serverTime: now.toISOString(), regions: regions.filter((region) => region.games.length > 0) };
}
