import { PROTECTION_STATUS_PATH, ZProtectionStatus } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { PROTECTION_QUERY_ROOT } from './protection-query-keys';

/** GET PROTECTION_STATUS_PATH (T): exclusion in force, session settings, and whether this session is withdrawal-only. */
export function protectionStatusQueryOptions() {
  return queryOptions({
    queryKey: [...PROTECTION_QUERY_ROOT, 'status'],
    queryFn: ({ signal }) => apiGet(PROTECTION_STATUS_PATH, ZProtectionStatus, { signal }),
    // Fixed for the life of a session (a new login drops member queries).
    staleTime: Infinity,
  });
}

export function useProtectionStatus() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...protectionStatusQueryOptions(), enabled: token !== null });
}

/**
 * Whether this session was opened only to withdraw during an exclusion: the site then offers the balance and the
 * withdrawal page only. False while unknown (the server refuses anything else with WITHDRAWAL_ONLY_SESSION anyway).
 */
export function useIsWithdrawalOnly(): boolean {
  return useProtectionStatus().data?.isWithdrawalOnly ?? false;
}
