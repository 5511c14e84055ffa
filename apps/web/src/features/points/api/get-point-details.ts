import { POINTS_DETAILS_PATH, ZPointEntryPage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { TPointPageFilter } from './get-point-exchanges';
import { POINTS_QUERY_ROOT } from './points-query-keys';

/** GET MCS2_getPointDetails (T): the member's point entries, newest first. */
export function getPointDetails(filter: TPointPageFilter, signal?: AbortSignal) {
  return apiGet(POINTS_DETAILS_PATH, ZPointEntryPage, { query: filter, signal });
}

export function pointDetailsQueryOptions(filter: TPointPageFilter) {
  return queryOptions({
    queryKey: [...POINTS_QUERY_ROOT, 'details', filter],
    queryFn: ({ signal }) => getPointDetails(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointDetails(filter: TPointPageFilter) {
  return useQuery(pointDetailsQueryOptions(filter));
}
