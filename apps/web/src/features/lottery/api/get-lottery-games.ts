import { ZLotteryGameView, type TLotteryGameView } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { withClockOffset } from '../server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-keys';

const ZLotteryGamesAnswer = z.object({ serverTime: z.string(), games: z.array(ZLotteryGameView) });

/** GET /lgw/lottery/games: every game of the merchant (the lobby filters by area and prize mode itself). */
export async function getLotteryGames(signal?: AbortSignal) {
  return withClockOffset(await apiGet('/lgw/lottery/games', ZLotteryGamesAnswer, { signal }));
}

export function lotteryGamesQueryOptions() {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'games'],
    queryFn: ({ signal }) => getLotteryGames(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLotteryGames() {
  return useQuery(lotteryGamesQueryOptions());
}

/** A game's name in the interface language, then English, then its code. */
export function lotteryGameName(
  game: Pick<TLotteryGameView, 'names' | 'gameCode'>,
  language: string,
): string {
  return game.names[language] ?? game.names.EN ?? game.names.en ?? game.gameCode;
}
