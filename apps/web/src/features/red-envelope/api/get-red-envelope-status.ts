import { RED_ENVELOPE_CLAIM_PATH, ZRedEnvelopeStatus } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTrialAccount } from '../../../lib/account-types';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { RED_ENVELOPE_QUERY_ROOT } from './red-envelope-query-keys';

/** How often the site asks again whether an envelope is there to open (a campaign may start or run out). */
const STATUS_REFRESH_MS = 60_000;

/** GET MCS2_claimRafflePromotion: the campaigns the member can open an envelope of now. */
export function getRedEnvelopeStatus(signal?: AbortSignal) {
  return apiGet(RED_ENVELOPE_CLAIM_PATH, ZRedEnvelopeStatus, { signal });
}

export function redEnvelopeStatusQueryOptions() {
  return queryOptions({
    queryKey: [...RED_ENVELOPE_QUERY_ROOT, 'status'],
    queryFn: ({ signal }) => getRedEnvelopeStatus(signal),
    refetchInterval: STATUS_REFRESH_MS,
  });
}

/** Asked only for a signed-in real member: guests and trial accounts never see an envelope. */
export function useRedEnvelopeStatus() {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  return useQuery({
    ...redEnvelopeStatusQueryOptions(),
    enabled: token !== null && !isTrialAccount(isAgent),
  });
}
