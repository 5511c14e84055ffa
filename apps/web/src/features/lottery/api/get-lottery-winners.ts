import { ZLotteryWinnersAnswer, type TLotteryGameView } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { LOTTERY_LIVE_STALE_MS, LOTTERY_QUERY_ROOT } from './lottery-query-keys';

const WINNERS_COUNT = 20;

/** GET /lgw/winners?count=20&prizeMode: recent big wins with masked usernames. */
export function getLotteryWinners(
  prizeMode: TLotteryGameView['prizeMode'] | undefined,
  signal?: AbortSignal,
) {
  return apiGet('/lgw/winners', ZLotteryWinnersAnswer, {
    query: { count: WINNERS_COUNT, prizeMode },
    signal,
  });
}

export function lotteryWinnersQueryOptions(prizeMode?: TLotteryGameView['prizeMode']) {
  return queryOptions({
    queryKey: [...LOTTERY_QUERY_ROOT, 'winners', prizeMode ?? 'all'],
    queryFn: ({ signal }) => getLotteryWinners(prizeMode, signal),
    staleTime: LOTTERY_LIVE_STALE_MS,
  });
}

export function useLotteryWinners(prizeMode?: TLotteryGameView['prizeMode']) {
  return useQuery(lotteryWinnersQueryOptions(prizeMode));
}
