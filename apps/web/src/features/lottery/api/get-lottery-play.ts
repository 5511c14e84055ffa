import { ZLotteryPlayAnswer } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { withClockOffset } from '../server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-keys';

export const lotteryPlayKeyOf = (gameCode: string) => [...LOTTERY_QUERY_ROOT, 'play', gameCode] as const;

/** GET /lgw/games/:gameCode/play: bet types with odds, limits, capped picks and the open issue of one game. */
export async function getLotteryPlay(gameCode: string, signal?: AbortSignal) {
  const answer = await apiGet(`/lgw/games/${encodeURIComponent(gameCode)}/play`, ZLotteryPlayAnswer, {
    signal,
  });
  return withClockOffset(answer);
}

export function lotteryPlayQueryOptions(gameCode: string) {
  return queryOptions({
    queryKey: lotteryPlayKeyOf(gameCode),
    queryFn: ({ signal }) => getLotteryPlay(gameCode, signal),
    staleTime: 30_000,
  });
}

export function useLotteryPlay(gameCode: string) {
  return useQuery(lotteryPlayQueryOptions(gameCode));
}
