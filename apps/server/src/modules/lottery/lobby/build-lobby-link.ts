import type { ZLotteryLobbyLinkQuery } from '@kirin/contracts';
import type { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import type { TLotteryArea } from '../../../db/tables/lottery.js';
import { AppError } from '../../../platform/errors.js';
import { findEnabledLotteryGame } from '../lottery.queries.js';

export type TLobbyLinkQuery = z.infer<typeof ZLotteryLobbyLinkQuery>;

/** The site's lobby page of each area (spec section 2: /vnlottery, /seaLottery, /elott). */
export const LOTTERY_LOBBY_PATHS: Readonly<Record<TLotteryArea, string>> = {
  VN: '/vnlottery',
  SEA: '/seaLottery',
  ELOTT: '/elott',
};
/** The betting view: /lottery?gameCode=… (spec section 2). */
export const LOTTERY_BETTING_PATH = '/lottery';

/**
 * The site path for the lobby link's parameters. Betting opens the game's betting view; the lobby opens the
 * area's page (the game's own area when a game is named). backUrl, language and the prize mode ride along
 * as query parameters; launchMode and device choose nothing on this site.
 */
export function lotteryLobbyPath(query: TLobbyLinkQuery, game: { code: string; area: TLotteryArea } | null) {
  const params = new URLSearchParams();
  const isBetting = query.lottoView === 'betting';
  if (isBetting && game) params.set('gameCode', game.code);
  if (!isBetting && query.lottoPrizeMode) params.set('prizeMode', query.lottoPrizeMode);
  if (query.backUrl) params.set('backUrl', query.backUrl);
  if (query.language) params.set('language', query.language);
  const path = isBetting ? LOTTERY_BETTING_PATH : LOTTERY_LOBBY_PATHS[game?.area ?? query.lottoArea];
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** `GET /lgw/lottery/lobby-link`: the path, after checking a named game is one of the merchant's. */
export async function buildLotteryLobbyLink(db: TDb, merchantId: bigint, query: TLobbyLinkQuery) {
  if (query.lottoView === 'betting' && !query.lottoGameCode)
    throw new AppError('VALIDATION_FAILED', { lottoGameCode: 'the betting view needs a game' });
  let game: { code: string; area: TLotteryArea } | null = null;
  if (query.lottoGameCode) {
    const row = await findEnabledLotteryGame(db, merchantId, query.lottoGameCode);
    if (!row) throw new AppError('NOT_FOUND');
    game = { code: row.code, area: row.area };
  }
  return { url: lotteryLobbyPath(query, game) };
}
