import { PROTECTION_REALITY_CHECK_PATH, PROTECTION_SESSION_PATH, ZProtectionSession } from '@kirin/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { PROTECTION_QUERY_ROOT } from './protection-query-keys';

/** GET PROTECTION_SESSION_PATH (T): this session's clock, stakes and payouts, next reality check and end. */
export function protectionSessionQueryOptions() {
  return queryOptions({
    queryKey: [...PROTECTION_QUERY_ROOT, 'session'],
    queryFn: ({ signal }) => apiGet(PROTECTION_SESSION_PATH, ZProtectionSession, { signal }),
  });
}

/** POST PROTECTION_REALITY_CHECK_PATH (T): "continue"; the session is asked again for the next check's time. */
export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's shape is not part of the contract: what matters is the session fetched after it.
    mutationFn: () => apiSend('POST', PROTECTION_REALITY_CHECK_PATH, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protectionSessionQueryOptions().queryKey }),
  });
}
