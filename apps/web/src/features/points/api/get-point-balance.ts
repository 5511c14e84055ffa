import { POINTS_BALANCE_PATH, ZPointBalance } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { POINTS_QUERY_ROOT } from './points-query-keys';

/** GET MCS2_getPointBalance (T): the member's current points in hundredths. */
export function getPointBalance(signal?: AbortSignal) {
  return apiGet(POINTS_BALANCE_PATH, ZPointBalance, { signal });
}

export function pointBalanceQueryOptions() {
  return queryOptions({
    queryKey: [...POINTS_QUERY_ROOT, 'balance'],
    queryFn: ({ signal }) => getPointBalance(signal),
  });
}

export function usePointBalance() {
  return useQuery(pointBalanceQueryOptions());
}
