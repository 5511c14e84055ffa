import { ZLotteryMyBetsAnswer } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { MEMBER_LOTTERY_QUERY_ROOT } from './lottery-query-keys';

export type TMyBetsState = 'open' | 'settled';
export const MY_BETS_PAGE_SIZE = 10;
export const MY_BETS_KEY = [...MEMBER_LOTTERY_QUERY_ROOT, 'bets'] as const;

/** GET /lgw/bets?state=open|settled (T): the member's bets, newest first. */
export function getMyLotteryBets(state: TMyBetsState, page: number, signal?: AbortSignal) {
  return apiGet('/lgw/bets', ZLotteryMyBetsAnswer, {
    query: { state, page, pageSize: MY_BETS_PAGE_SIZE },
    signal,
  });
}

export function myLotteryBetsQueryOptions(state: TMyBetsState, page: number) {
  return queryOptions({
    queryKey: [...MY_BETS_KEY, state, page],
    queryFn: ({ signal }) => getMyLotteryBets(state, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The member's bets of one state; idle for a guest. */
export function useMyLotteryBets(state: TMyBetsState, page: number) {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...myLotteryBetsQueryOptions(state, page), enabled: token !== null });
}
