import { ZWhitelabel } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, startEarlyGet } from '../../../lib/api-client';

const PATH = '/wps/system/whitelabel';

/** GET /wps/system/whitelabel: the brand configuration (spec section 3). */
export function getWhitelabel(signal?: AbortSignal) {
  return apiGet(PATH, ZWhitelabel, { signal });
}

/** Sends the call before the site renders; getWhitelabel() takes its answer (startEarlyGet). */
export function startWhitelabelEarly(): void {
  startEarlyGet(PATH);
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
