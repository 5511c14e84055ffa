import { sql } from 'kysely';
import type { TLotteryGameView } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TLotteryPrizeMode } from '../../../db/tables/lottery.js';
import type { TAppContext } from '../../../platform/context.js';
import { lotteryGameView } from '../lottery.queries.js';
import { lobbyCacheOf } from './lobby-cache.js';

/** The window of bets a game's popularity is summed over. */
export const POPULAR_WINDOW_HOURS = 24;
/** How many games are ranked and cached per merchant and prize mode; a call takes the first `count`. */
const POPULAR_RANKED_MAX = 100;

export type TPopularLotteryGame = { game: TLotteryGameView; turnoverMinor: number; betCount: number };

/**
 * The merchant's enabled games by turnover (stakes of bets not cancelled) over the last 24 hours, then in the
 * operator's order for games without bets, so the list is never empty while games exist.
 */
export async function rankPopularLotteryGames(
  db: TDb,
  merchantId: bigint,
  prizeMode: TLotteryPrizeMode | undefined,
  now = new Date(),
): Promise<TPopularLotteryGame[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_HOURS * 3_600_000);
  let query = db
    .selectFrom('lottery_game as g')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('lottery_bet')
          .select((sb) => [
            'game_id',
            sb.fn.sum<string>('stake_minor').as('turnover'),
            sb.fn.countAll<string>().as('bets'),
          ])
          .where('merchant_id', '=', merchantId)
          .where('placed_at', '>=', since)
          .where('placed_at', '<=', now)
          .where('status', '!=', 'CANCELLED')
          .groupBy('game_id')
          .as('t'),
      (join) => join.onRef('t.game_id', '=', 'g.id'),
    )
    .selectAll('g')
    .select(['t.turnover', 't.bets'])
    .where('g.merchant_id', '=', merchantId)
    .where('g.is_enabled', '=', true);
  if (prizeMode) query = query.where('g.prize_mode', '=', prizeMode);
  const rows = await query
    .orderBy(sql`coalesce(t.turnover, 0)`, 'desc')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .limit(POPULAR_RANKED_MAX)
    .execute();
  return rows.map(({ turnover, bets, ...row }) => ({
    game: lotteryGameView(row),
    turnoverMinor: Number(turnover ?? 0),
    betCount: Number(bets ?? 0),
  }));
}

/** `GET /lgw/games/popular`: the first `count` of the ranking, cached briefly per merchant and prize mode. */
export async function listPopularLotteryGames(
  ctx: TAppContext,
  merchantId: bigint,
  input: { count: number; prizeMode?: TLotteryPrizeMode },
) {
  const key = `lottery-popular:${merchantId}:${input.prizeMode ?? '*'}`;
  const ranked = await lobbyCacheOf(ctx).getOrLoad(key, () =>
    rankPopularLotteryGames(ctx.db, merchantId, input.prizeMode),
  );
  return { games: ranked.slice(0, input.count) };
}
