import { ZDeposit, type TDeposit } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** How often an open deposit is asked again: the gateway's callback or the operator may settle it any time. */
export const DEPOSIT_POLL_MS = 4_000;

/** GET /wps/payment/deposits/:id (T): one deposit of the member. */
export function getDeposit(id: string, signal?: AbortSignal) {
  return apiGet(`/wps/payment/deposits/${encodeURIComponent(id)}`, ZDeposit, { signal });
}

/** Whether the deposit may still change without the member doing anything. */
export function isDepositOpen(deposit: TDeposit | undefined): boolean {
  return deposit?.status === 'CREATED' || deposit?.status === 'PENDING_REVIEW';
}

export function depositQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'deposit', id],
    queryFn: ({ signal }) => getDeposit(id, signal),
    refetchInterval: (query) => (isDepositOpen(query.state.data) ? DEPOSIT_POLL_MS : false),
  });
}

export function useDeposit(id: string) {
  return useQuery(depositQueryOptions(id));
}
