import { ZGameCardList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { MEMBER_GAMES_QUERY_ROOT, relayPath } from './games-query-keys';

export const RECENT_GAMES_KEY = [...MEMBER_GAMES_QUERY_ROOT, 'recent'] as const;

/** GET /wps/relay/GCS_recentGame (T): the games the member launched last, newest first. */
export function getRecentGames(signal?: AbortSignal) {
  return apiGet(relayPath('GCS_recentGame'), ZGameCardList, { signal });
}

export function recentGamesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...RECENT_GAMES_KEY, language],
    queryFn: ({ signal }) => getRecentGames(signal),
  });
}

/** The member's recently launched games; idle for a guest. */
export function useRecentGames(language: string) {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...recentGamesQueryOptions(language), enabled: token !== null });
}
