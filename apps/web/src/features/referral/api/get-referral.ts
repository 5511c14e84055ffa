import { REFERRAL_PATH, ZReferralOverview } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { REFERRAL_QUERY_ROOT } from './referral-query-keys';

/** GET /wps/referral (T): the member's code and link, the live rule and totals. */
export function getReferral(signal?: AbortSignal) {
  return apiGet(REFERRAL_PATH, ZReferralOverview, { signal });
}

export function referralQueryOptions() {
  return queryOptions({
    queryKey: [...REFERRAL_QUERY_ROOT, 'overview'],
    queryFn: ({ signal }) => getReferral(signal),
  });
}

export function useReferral() {
  return useQuery(referralQueryOptions());
}
