import {
  PROTECTION_LIMIT_PROMPT_PATH,
  PROTECTION_LIMITS_PATH,
  ZProtectionLimitChange,
  ZProtectionLimits,
  type TProtectionLimitChange,
} from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { limitsQueryOptions } from './get-limits';

/** PUT PROTECTION_LIMITS_PATH (T): set, lower, raise or remove (amount null) one limit; answers every limit. */
export function putLimit(change: TProtectionLimitChange) {
  return apiSend('PUT', PROTECTION_LIMITS_PATH, ZProtectionLimits, {
    body: ZProtectionLimitChange.parse(change),
  });
}

/** POST PROTECTION_LIMIT_PROMPT_PATH (T): the member said "not now" to the first-deposit prompt. */
export function declineLimitPrompt() {
  return apiSend('POST', PROTECTION_LIMIT_PROMPT_PATH, ZProtectionLimits);
}

/** A limit change; the answer replaces the cached limits (the allowance shown on the deposit page too). */
export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLimit,
    onSuccess: (limits) => queryClient.setQueryData(limitsQueryOptions().queryKey, limits),
  });
}

export function useDeclineLimitPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineLimitPrompt,
    onSuccess: (limits) => queryClient.setQueryData(limitsQueryOptions().queryKey, limits),
  });
}
