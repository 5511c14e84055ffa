import type { ZLotteryPlayAnswer } from '@kirin/contracts';
import type { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { findEnabledLotteryGame, lotteryGameView } from '../lottery.queries.js';
import { currentLotteryOdds } from '../odds/lottery-odds.js';
import { loadNumberCaps, soldBetCodesOf } from './load-slip-pricing.js';
import { capKeyOf } from './price-lottery-bet.js';

type TPlayAnswer = z.infer<typeof ZLotteryPlayAnswer>;
type TIssueRow = {
  code: string;
  station_ids: string[];
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  server_seed_hash: string | null;
};

/**
 * What the betting view needs for one game: the game, its current odds version and limits, the bet types it
 * sells with their odds and the picks the operator capped (HALF_PAY, CLOSED; a LIMIT is not shown), and the
 * issue taking bets now and the one opening next. Unknown or disabled game: NOT_FOUND.
 */
export async function readLotteryPlay(
  db: TDb,
  merchant: { id: bigint; currency: string },
  gameCode: string,
  now = new Date(),
): Promise<TPlayAnswer> {
  const game = await findEnabledLotteryGame(db, merchant.id, gameCode);
  if (!game) throw new AppError('NOT_FOUND', { gameCode });
  const issues = db
    .selectFrom('lottery_issue')
    .select(['code', 'station_ids', 'open_at', 'close_at', 'draw_at', 'server_seed_hash'])
    .where('game_id', '=', game.id)
    .where('status', '=', 'OPEN');
  const [odds, caps, issue, next] = await Promise.all([
    currentLotteryOdds(db, game),
    loadNumberCaps(db, game.id),
    issues
      .where('open_at', '<=', now)
      .where('close_at', '>', now)
      .orderBy('close_at')
      .limit(1)
      .executeTakeFirst(),
    // Between a close and the next opening (a fast game's result seconds) the view waits for this one.
    issues.where('open_at', '>', now).orderBy('open_at').limit(1).executeTakeFirst(),
  ]);
  const shown = [...caps.entries()].flatMap(([key, cap]) =>
    cap.mode === 'LIMIT' ? [] : [{ key, mode: cap.mode }],
  );
  const sold = soldBetCodesOf(game);
  const betTypes = [...sold].flatMap((betCode) => {
    const betOdds = odds.odds[betCode];
    if (!betOdds) return [];
    const prefix = capKeyOf(betCode, '');
    const cappedPicks = shown
      .filter((cap) => cap.key.startsWith(prefix))
      .map((cap) => ({ pick: cap.key.slice(prefix.length), mode: cap.mode }));
    return [{ betCode, odds: { ...betOdds }, cappedPicks }];
  });
  const view = lotteryGameView(game);
  const issueView = (row: TIssueRow) => ({
    gameCode: game.code,
    prizeMode: game.prize_mode,
    area: game.area,
    numero: row.code,
    stationIds: row.station_ids,
    openAt: row.open_at.toISOString(),
    closeAt: row.close_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    isSuspended: game.is_suspended,
    resultSource: game.result_source,
    isSimulated: view.isSimulated,
  });
  return {
    serverTime: now.toISOString(),
    game: view,
    oddsVersion: odds.version,
    minUnitStakeMinor: Number(game.min_unit_stake_minor),
    maxBetStakeMinor: game.max_bet_stake_minor === null ? null : Number(game.max_bet_stake_minor),
    maxPayoutMinor: game.max_payout_minor === null ? null : Number(game.max_payout_minor),
    allowBetCancel: game.allow_bet_cancel,
    currency: merchant.currency,
    betTypes,
    openIssue: issue ? issueView(issue) : null,
    nextIssue: next ? issueView(next) : null,
  };
}
