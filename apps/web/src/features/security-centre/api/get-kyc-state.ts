import { KYC_PATH, ZKycState } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** GET /wps/protection/kyc (T): the member's identity check, with the reason of a rejection and its documents. */
export function getKycState(signal?: AbortSignal) {
  return apiGet(KYC_PATH, ZKycState, { signal });
}

export function kycStateQueryOptions() {
  return queryOptions({ queryKey: [MEMBER_QUERY_ROOT, 'kyc'], queryFn: ({ signal }) => getKycState(signal) });
}

export function useKycState() {
  return useQuery(kycStateQueryOptions());
}
