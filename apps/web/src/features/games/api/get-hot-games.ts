import { ZGameCardList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CATALOGUE_QUERY_ROOT, CATALOGUE_STALE_MS, relayPath } from './games-query-keys';

/** Spec section 7: isPlatform 2 and both platforms, as the original site asks. */
const HOT_GAMES_FIXED_QUERY = { isPlatform: 2, platform: 'flash,html5-desktop' } as const;

type THotGamesQuery = { merchantCode: string; language: string; vassalage?: string };

/** GET /wps/relay/GCSGAME_hotGamesV2 (no token): the merchant's hot games. */
export function getHotGames(query: THotGamesQuery, signal?: AbortSignal) {
  return apiGet(relayPath('GCSGAME_hotGamesV2'), ZGameCardList, {
    query: { ...HOT_GAMES_FIXED_QUERY, ...query },
    signal,
  });
}

export function hotGamesQueryOptions(query: THotGamesQuery) {
  return queryOptions({
    queryKey: [...CATALOGUE_QUERY_ROOT, 'hot', query],
    queryFn: ({ signal }) => getHotGames(query, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useHotGames(query: THotGamesQuery) {
  return useQuery(hotGamesQueryOptions(query));
}
