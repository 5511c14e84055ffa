import { ZTransactionPage, type TTransactionType } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

export type TTransactionFilter = {
  type?: TTransactionType;
  startDate?: string;
  endDate?: string;
  page: number;
  pageSize: number;
};

/** GET /wps/relay/ODSFE2_MemTransDet (T): one page of the member's account record. */
export function getTransactions(filter: TTransactionFilter, signal?: AbortSignal) {
  return apiGet('/wps/relay/ODSFE2_MemTransDet', ZTransactionPage, { query: filter, signal });
}

export function transactionsQueryOptions(filter: TTransactionFilter) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'transactions', filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filter: TTransactionFilter) {
  return useQuery(transactionsQueryOptions(filter));
}
