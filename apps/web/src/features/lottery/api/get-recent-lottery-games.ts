import { ZRecentLotteryGamesAnswer } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { MEMBER_LOTTERY_QUERY_ROOT } from './lottery-query-keys';

export const RECENT_LOTTERY_KEY = [...MEMBER_LOTTERY_QUERY_ROOT, 'recent'] as const;

/** GET /lgw/vn/games/game_menu/recent (T): the games this member bet on lately, newest first. */
export function getRecentLotteryGames(signal?: AbortSignal) {
  return apiGet('/lgw/vn/games/game_menu/recent', ZRecentLotteryGamesAnswer, { signal });
}

export function recentLotteryGamesQueryOptions() {
  return queryOptions({
    queryKey: RECENT_LOTTERY_KEY,
    queryFn: ({ signal }) => getRecentLotteryGames(signal),
  });
}

/** The member's recent lottery games; idle for a guest. */
export function useRecentLotteryGames() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...recentLotteryGamesQueryOptions(), enabled: token !== null });
}
