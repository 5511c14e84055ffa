import { ZDepositPage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/payment/deposits (T): the member's deposits, newest first. */
export function getDeposits(page: number, pageSize: number, signal?: AbortSignal) {
  return apiGet('/wps/payment/deposits', ZDepositPage, { query: { page, pageSize }, signal });
}

export function depositsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'deposits', { page, pageSize }],
    queryFn: ({ signal }) => getDeposits(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeposits(page: number, pageSize: number) {
  return useQuery(depositsQueryOptions(page, pageSize));
}
