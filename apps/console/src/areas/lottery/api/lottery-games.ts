import { ZOpsLotteryGame, type TOpsLotteryGameUpdate } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';
import { lotteryKey, lotteryPath } from './lottery-base';

export type TOpsLotteryGame = z.infer<typeof ZOpsLotteryGame>;

export const lotteryGamesKey = (merchant: string) => [...lotteryKey(merchant), 'games'] as const;

/** Every lottery game of the merchant, enabled or not (a short list, paged here). */
export const fetchLotteryGames = (merchant: string, signal?: AbortSignal) =>
  opsGet(lotteryPath(merchant, 'games'), z.array(ZOpsLotteryGame), undefined, signal);

/** Changes the fields given: switches, schedule, result source, limits, tie rules. */
export const updateLotteryGame = (merchant: string, gameCode: string, body: TOpsLotteryGameUpdate) =>
  opsSend('PATCH', lotteryPath(merchant, `games/${encodeURIComponent(gameCode)}`), ZOpsLotteryGame, body);
