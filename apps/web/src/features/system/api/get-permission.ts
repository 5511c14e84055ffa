import { ZPermission } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/permission: modules, rules, resources and service configuration (`value.info`). */
export async function getPermission(signal?: AbortSignal) {
  const { info } = await apiGet('/wps/system/permission', ZPermission, { signal });
  return info;
}

export function permissionQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePermissionQuery() {
  return useQuery(permissionQueryOptions());
}
