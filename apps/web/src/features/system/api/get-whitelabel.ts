import { ZWhitelabel } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/whitelabel: the brand configuration (spec section 3). */
export function getWhitelabel(signal?: AbortSignal) {
  return apiGet('/wps/system/whitelabel', ZWhitelabel, { signal });
}

export function whitelabelQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) => getWhitelabel(signal),
    staleTime: 5 * 60_000,
  });
}

export function useWhitelabelQuery() {
  return useQuery(whitelabelQueryOptions());
}
