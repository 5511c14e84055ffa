import { ZRegisterRules, type TRegisterRule } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useBootData } from '../../../lib/boot-data';

/** GET /wps/system/setting/register: the registration rules per field (spec section 7). */
export function getRegisterRules(signal?: AbortSignal) {
  return apiGet('/wps/system/setting/register', ZRegisterRules, { signal });
}

export function registerRulesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'setting', 'register'],
    queryFn: ({ signal }) => getRegisterRules(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The rules the register form validates with, read from the spec's own call. Until it answers (and if it
 * fails) the copy in the boot-time permission answer stands in: the server sends the same rules in both.
 */
export function useRegisterRules(): TRegisterRule[] {
  const { permission } = useBootData();
  const query = useQuery(registerRulesQueryOptions());
  return query.data ?? permission.registerRules;
}
