import {
  ZOpsGame,
  ZOpsGamePage,
  type TGameCategory,
  type TGameUpdate,
  type TOpsGame,
} from '@kirin/contracts';
import type { TPageAnswer, TPageRequest } from '../../../components/data-table/table-types';
import { opsGet, opsSend } from '../../../lib/api';
import { merchantPath } from './catalogue-base';

export const gamesKey = (merchant: string) => ['games', merchant, 'games'] as const;

/** A page of the merchant's games, disabled ones too; the route filters by vendor and category only. */
export const fetchGames =
  (merchant: string) =>
  async (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TOpsGame>> => {
    const answer = await opsGet(
      merchantPath(merchant, 'games'),
      ZOpsGamePage,
      {
        vassalage: request.filters.vassalage,
        gameCategory: request.filters.gameCategory as TGameCategory | undefined,
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );
    return { list: answer.items, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  };

/** The games of one category, at most 500 (the route's largest page): the PvP rooms' game choice. */
export const fetchGamesOfCategory = (merchant: string, gameCategory: TGameCategory, signal?: AbortSignal) =>
  opsGet(merchantPath(merchant, 'games'), ZOpsGamePage, { gameCategory, pageSize: 500 }, signal);

/** Changes the fields given (a game is disabled, never deleted). */
export const updateGame = (merchant: string, gameId: string, body: TGameUpdate) =>
  opsSend('PUT', merchantPath(merchant, `games/${gameId}`), ZOpsGame, body);
