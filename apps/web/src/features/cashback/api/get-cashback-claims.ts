import { ZCashbackClaimPage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CASHBACK_QUERY_ROOT } from './cashback-query-keys';

export type TCashbackClaimFilter = { page: number; pageSize: number };

/** GET /wps/cashback/claims (T): the member's paid claims, newest first. */
export function getCashbackClaims(filter: TCashbackClaimFilter, signal?: AbortSignal) {
  return apiGet('/wps/cashback/claims', ZCashbackClaimPage, { query: filter, signal });
}

export function cashbackClaimsQueryOptions(filter: TCashbackClaimFilter) {
  return queryOptions({
    queryKey: [...CASHBACK_QUERY_ROOT, 'claims', filter],
    queryFn: ({ signal }) => getCashbackClaims(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCashbackClaims(filter: TCashbackClaimFilter) {
  return useQuery(cashbackClaimsQueryOptions(filter));
}
