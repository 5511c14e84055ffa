import { ZWithdrawalPage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/member/withdrawals (T): the member's withdrawal requests, newest first. */
export function getWithdrawals(page: number, pageSize: number, signal?: AbortSignal) {
  return apiGet('/wps/member/withdrawals', ZWithdrawalPage, { query: { page, pageSize }, signal });
}

export function withdrawalsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'withdrawals', { page, pageSize }],
    queryFn: ({ signal }) => getWithdrawals(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(page: number, pageSize: number) {
  return useQuery(withdrawalsQueryOptions(page, pageSize));
}
