import { ZGameList, type TGameCategory } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CATALOGUE_QUERY_ROOT, CATALOGUE_STALE_MS, relayPath } from './games-query-keys';

export type TGameListQuery = {
  vassalage: string;
  language: string;
  gameCategory?: TGameCategory;
  gameType?: string;
};

/** GET /wps/relay/GCSGAME_gameList: one vendor's games (in a category or of a game type), with their groups. */
export function getGameList(query: TGameListQuery, signal?: AbortSignal) {
  return apiGet(relayPath('GCSGAME_gameList'), ZGameList, { query, signal });
}

export function gameListQueryOptions(query: TGameListQuery) {
  return queryOptions({
    queryKey: [...CATALOGUE_QUERY_ROOT, 'list', query],
    queryFn: ({ signal }) => getGameList(query, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A vendor's games; idle until a vendor is chosen. */
export function useGameList(query: TGameListQuery | null) {
  return useQuery({
    ...gameListQueryOptions(query ?? { vassalage: '', language: '' }),
    enabled: query !== null,
  });
}
