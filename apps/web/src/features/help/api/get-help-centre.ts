import { ZHelpCentre } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/helpCenter: categories with their articles; `q` keeps the matching articles only. */
export function getHelpCentre(language: string, q: string, signal?: AbortSignal) {
  return apiGet('/wps/system/helpCenter', ZHelpCentre, { query: { language, q: q || undefined }, signal });
}

export function helpCentreQueryOptions(language: string, q: string) {
  return queryOptions({
    queryKey: ['content', 'help', language, q],
    queryFn: ({ signal }) => getHelpCentre(language, q, signal),
    staleTime: 5 * 60_000,
    // While a search loads, the last answer stays on screen instead of a spinner on every key.
    placeholderData: keepPreviousData,
  });
}

export function useHelpCentre(language: string, q: string) {
  return useQuery(helpCentreQueryOptions(language, q));
}
