import { POINTS_REDEEM_LIST_PATH, ZPointExchangePage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { POINTS_QUERY_ROOT } from './points-query-keys';

export type TPointPageFilter = { page: number; pageSize: number };

/** GET MCS2_getRedeemPointList (T): the member's exchange records, newest first. */
export function getPointExchanges(filter: TPointPageFilter, signal?: AbortSignal) {
  return apiGet(POINTS_REDEEM_LIST_PATH, ZPointExchangePage, { query: filter, signal });
}

export function pointExchangesQueryOptions(filter: TPointPageFilter) {
  return queryOptions({
    queryKey: [...POINTS_QUERY_ROOT, 'exchanges', filter],
    queryFn: ({ signal }) => getPointExchanges(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointExchanges(filter: TPointPageFilter) {
  return useQuery(pointExchangesQueryOptions(filter));
}
