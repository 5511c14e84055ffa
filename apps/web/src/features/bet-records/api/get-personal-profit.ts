import { ZPersonalProfit, type TPersonalProfitQuery } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { BET_RECORDS_QUERY_ROOT } from './bet-records-query-keys';

/** GET /wps/relay/ODSFE2_personalProfit (T; personalProfit): settled rounds summed by day and category. */
export function getPersonalProfit(filter: TPersonalProfitQuery, signal?: AbortSignal) {
  return apiGet('/wps/relay/ODSFE2_personalProfit', ZPersonalProfit, { query: filter, signal });
}

export function personalProfitQueryOptions(filter: TPersonalProfitQuery) {
  return queryOptions({
    queryKey: [...BET_RECORDS_QUERY_ROOT, 'profit', filter],
    queryFn: ({ signal }) => getPersonalProfit(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePersonalProfit(filter: TPersonalProfitQuery) {
  return useQuery(personalProfitQueryOptions(filter));
}
