import { ZRankList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CATALOGUE_QUERY_ROOT, CATALOGUE_STALE_MS, relayPath } from './games-query-keys';

/** The ranking window the hot page shows (the server's default too). */
export const RANK_LIST_DAYS = 7;

type TRankListQuery = { language: string; days?: number };

/** GET /wps/relay/GCSGAME_getRankList: games ranked by their players over the last days. */
export function getRankList(query: TRankListQuery, signal?: AbortSignal) {
  return apiGet(relayPath('GCSGAME_getRankList'), ZRankList, {
    query: { days: RANK_LIST_DAYS, ...query },
    signal,
  });
}

export function rankListQueryOptions(query: TRankListQuery) {
  return queryOptions({
    queryKey: [...CATALOGUE_QUERY_ROOT, 'rank', query],
    queryFn: ({ signal }) => getRankList(query, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useRankList(query: TRankListQuery) {
  return useQuery(rankListQueryOptions(query));
}
