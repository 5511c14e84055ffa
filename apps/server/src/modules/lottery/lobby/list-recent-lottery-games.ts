import type { TDb } from '../../../db/database.js';
import { lotteryGameView } from '../lottery.queries.js';

/** How many games the member's recent list holds. */
export const RECENT_LOTTERY_GAMES_MAX = 10;

/**
 * The lottery games a member bet on, latest bet first, each once: from the member's bets (the
 * lottery_bet_member_time_idx index), games since disabled left out.
 */
export async function listRecentLotteryGames(db: TDb, merchantId: bigint, memberId: bigint) {
  const rows = await db
    .selectFrom('lottery_game as g')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('lottery_bet')
          .select((sb) => ['game_id', sb.fn.max('placed_at').as('last_bet_at')])
          .where('member_id', '=', memberId)
          .where('merchant_id', '=', merchantId)
          .groupBy('game_id')
          .as('b'),
      (join) => join.onRef('b.game_id', '=', 'g.id'),
    )
    .selectAll('g')
    .where('g.merchant_id', '=', merchantId)
    .where('g.is_enabled', '=', true)
    .orderBy('b.last_bet_at', 'desc')
    .orderBy('g.id')
    .limit(RECENT_LOTTERY_GAMES_MAX)
    .execute();
  return { games: rows.map(lotteryGameView) };
}
