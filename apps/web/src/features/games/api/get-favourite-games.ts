import { ZGameCardList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { MEMBER_GAMES_QUERY_ROOT, relayPath } from './games-query-keys';

export const FAVOURITE_GAMES_KEY = [...MEMBER_GAMES_QUERY_ROOT, 'favourite-games'] as const;

/** GET /wps/relay/MCSFE_getFavoriteGamesList (T): the member's favourite games as cards. */
export function getFavouriteGames(signal?: AbortSignal) {
  return apiGet(relayPath('MCSFE_getFavoriteGamesList'), ZGameCardList, { signal });
}

export function favouriteGamesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...FAVOURITE_GAMES_KEY, language],
    queryFn: ({ signal }) => getFavouriteGames(signal),
  });
}

/** The member's favourite games; idle for a guest. */
export function useFavouriteGames(language: string) {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...favouriteGamesQueryOptions(language), enabled: token !== null });
}
