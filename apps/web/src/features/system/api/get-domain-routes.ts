import { ZDomainRouteList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/domainRoute: the site's addresses, each with `speed` 0 until the site measures it. */
export function getDomainRoutes(signal?: AbortSignal) {
  return apiGet('/wps/system/domainRoute', ZDomainRouteList, { signal });
}

export function domainRoutesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'domainRoute'],
    queryFn: ({ signal }) => getDomainRoutes(signal),
    // The server caches it for 5 minutes too; a tab asks once.
    staleTime: Infinity,
    retry: false,
  });
}

export function useDomainRoutesQuery(isEnabled: boolean) {
  return useQuery({ ...domainRoutesQueryOptions(), enabled: isEnabled });
}
