import { ZWithdrawOverview } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/member/withdrawals/overview (T): balance, limits, bank accounts and withdrawals to confirm. */
export function getWithdrawOverview(signal?: AbortSignal) {
  return apiGet('/wps/member/withdrawals/overview', ZWithdrawOverview, { signal });
}

export function withdrawOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'withdraw-overview'],
    queryFn: ({ signal }) => getWithdrawOverview(signal),
  });
}

export function useWithdrawOverview(isEnabled = true) {
  return useQuery({ ...withdrawOverviewQueryOptions(), enabled: isEnabled });
}
