import { ZVassGameTypes } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CATALOGUE_QUERY_ROOT, CATALOGUE_STALE_MS, relayPath } from './games-query-keys';

type TVassGameTypeQuery = { vassalage: string; language: string };

/** GET /wps/relay/GCSGAME_getVassGameType: the game types of a vendor (the tabs of its popup list). */
export function getVassGameTypes(query: TVassGameTypeQuery, signal?: AbortSignal) {
  return apiGet(relayPath('GCSGAME_getVassGameType'), ZVassGameTypes, { query, signal });
}

export function vassGameTypesQueryOptions(query: TVassGameTypeQuery) {
  return queryOptions({
    queryKey: [...CATALOGUE_QUERY_ROOT, 'vass-game-types', query],
    queryFn: ({ signal }) => getVassGameTypes(query, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useVassGameTypes(query: TVassGameTypeQuery) {
  return useQuery(vassGameTypesQueryOptions(query));
}
