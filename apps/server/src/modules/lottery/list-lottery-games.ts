import type { TDb } from '../../db/database.js';
import { lotteryGameView } from './lottery.queries.js';
import type { TLotteryGameView } from '@kirin/contracts';

/** The merchant's enabled games, of one prize mode or all, in the operator's order. */
export async function listLotteryGames(
  db: TDb,
  merchantId: bigint,
  prizeMode?: string,
): Promise<TLotteryGameView[]> {
  let query = db
    .selectFrom('lottery_game')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true);
  if (prizeMode) query = query.where('prize_mode', '=', prizeMode as TLotteryGameView['prizeMode']);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map(lotteryGameView);
}
