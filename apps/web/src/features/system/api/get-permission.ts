import { ZPermission } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, startEarlyGet } from '../../../lib/api-client';

const PATH = '/wps/system/permission';

/** GET /wps/system/permission: modules, rules, resources and service configuration (`value.info`). */
export async function getPermission(signal?: AbortSignal) {
  const { info } = await apiGet(PATH, ZPermission, { signal });
  return info;
}

/** Sends the call before the site renders; getPermission() takes its answer (startEarlyGet). */
export function startPermissionEarly(): void {
  startEarlyGet(PATH);
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
