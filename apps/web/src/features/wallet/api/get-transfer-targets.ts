import { ZTransferTargets } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/member/transfer/line (T): the member's upline and direct downlines, with the balance to send. */
export function getTransferTargets(signal?: AbortSignal) {
  return apiGet('/wps/member/transfer/line', ZTransferTargets, { signal });
}

export function transferTargetsQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'transfer-targets'],
    queryFn: ({ signal }) => getTransferTargets(signal),
  });
}

export function useTransferTargets() {
  return useQuery(transferTargetsQueryOptions());
}
