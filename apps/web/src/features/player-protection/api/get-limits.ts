import { PROTECTION_LIMITS_PATH, ZProtectionLimits } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { PROTECTION_QUERY_ROOT } from './protection-query-keys';

/** GET PROTECTION_LIMITS_PATH (T): each limit with its use, waiting changes, allowance and the prompt flag. */
export function limitsQueryOptions() {
  return queryOptions({
    queryKey: [...PROTECTION_QUERY_ROOT, 'limits'],
    queryFn: ({ signal }) => apiGet(PROTECTION_LIMITS_PATH, ZProtectionLimits, { signal }),
  });
}

/** The member's limits; idle for a guest or when `isEnabled` is false. */
export function useProtectionLimits(isEnabled = true) {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...limitsQueryOptions(), enabled: token !== null && isEnabled });
}
