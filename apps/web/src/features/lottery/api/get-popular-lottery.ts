import { ZPopularLotteryAnswer, type TLotteryGameView } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { LOTTERY_LIVE_STALE_MS, LOTTERY_QUERY_ROOT } from './lottery-query-keys';

/** The spec's count of popular games. */
const POPULAR_COUNT = 20;

type TPopularQuery = { prizeMode?: TLotteryGameView['prizeMode']; language: string };

/** GET /lgw/games/popular?count=20&prizeMode&device&language: games by turnover over the last day. */
export function getPopularLottery(query: TPopularQuery, signal?: AbortSignal) {
  return apiGet('/lgw/games/popular', ZPopularLotteryAnswer, {
    query: { count: POPULAR_COUNT, device: 'WEB', ...query },
    signal,
  });
}

export function popularLotteryQueryOptions(query: TPopularQuery) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'popular', query],
    queryFn: ({ signal }) => getPopularLottery(query, signal),
    staleTime: LOTTERY_LIVE_STALE_MS,
  });
}

export function usePopularLottery(query: TPopularQuery) {
  return useQuery(popularLotteryQueryOptions(query));
}
