import { ZBetRecordPage, type TBetRecordQuery } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { BET_RECORDS_QUERY_ROOT } from './bet-records-query-keys';

export type TBetRecordFilter = Omit<TBetRecordQuery, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

/** GET /wps/relay/ODSFE2_betRecords (T; personalHistoryCopy): one page of rounds and the totals of the filter. */
export function getBetRecords(filter: TBetRecordFilter, signal?: AbortSignal) {
  return apiGet('/wps/relay/ODSFE2_betRecords', ZBetRecordPage, { query: filter, signal });
}

export function betRecordsQueryOptions(filter: TBetRecordFilter) {
  return queryOptions({
    queryKey: [...BET_RECORDS_QUERY_ROOT, 'rounds', filter],
    queryFn: ({ signal }) => getBetRecords(filter, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBetRecords(filter: TBetRecordFilter) {
  return useQuery(betRecordsQueryOptions(filter));
}
