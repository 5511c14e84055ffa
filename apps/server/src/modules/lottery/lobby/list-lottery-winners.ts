import type { TDb } from '../../../db/database.js';
import type { TLotteryPrizeMode } from '../../../db/tables/lottery.js';
import type { TAppContext } from '../../../platform/context.js';
import { lobbyCacheOf } from './lobby-cache.js';
import { maskUsername } from './mask-username.js';

/** The winner board looks back this far. */
export const WINNERS_WINDOW_DAYS = 7;
/** Ranked and cached per merchant and prize mode; a call takes the first `count` (at most 50). */
const WINNERS_RANKED_MAX = 50;

/**
 * The winner board: the biggest payouts of bets settled as WON in the last 7 days, newest first among equal
 * payouts, with masked usernames. Top N by payout (not "latest above a threshold"): a threshold would be one
 * more merchant setting and leaves the board empty on a quiet week.
 */
export async function rankLotteryWinners(
  db: TDb,
  merchantId: bigint,
  prizeMode: TLotteryPrizeMode | undefined,
  now = new Date(),
) {
  const since = new Date(now.getTime() - WINNERS_WINDOW_DAYS * 86_400_000);
  let query = db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_game as g', 'g.id', 'b.game_id')
    .innerJoin('lottery_issue as i', 'i.id', 'b.issue_id')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      'm.username',
      'g.code as game_code',
      'g.names',
      'i.code as numero',
      'b.bet_code',
      'b.payout_minor',
      'b.settled_at',
    ])
    .where('b.merchant_id', '=', merchantId)
    .where('b.status', '=', 'WON')
    .where('b.settled_at', '>=', since)
    .where('b.settled_at', '<=', now)
    .where('g.is_enabled', '=', true);
  if (prizeMode) query = query.where('g.prize_mode', '=', prizeMode);
  const rows = await query
    .orderBy('b.payout_minor', 'desc')
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(WINNERS_RANKED_MAX)
    .execute();
  return rows.map((row) => ({
    maskedUsername: maskUsername(row.username),
    gameCode: row.game_code,
    names: row.names,
    numero: row.numero,
    betCode: row.bet_code,
    payoutMinor: Number(row.payout_minor),
    settledAt: (row.settled_at ?? now).toISOString(),
  }));
}

/** `GET /lgw/winners`: the first `count` of the board, cached briefly per merchant and prize mode. */
export async function listLotteryWinners(
  ctx: TAppContext,
  merchantId: bigint,
  input: { count: number; prizeMode?: TLotteryPrizeMode },
) {
  const key = `lottery-winners:${merchantId}:${input.prizeMode ?? '*'}`;
  const ranked = await lobbyCacheOf(ctx).getOrLoad(key, () =>
    rankLotteryWinners(ctx.db, merchantId, input.prizeMode),
  );
  return { winners: ranked.slice(0, input.count) };
}
