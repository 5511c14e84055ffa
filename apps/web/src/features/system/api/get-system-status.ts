import { ZSystemStatus } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/status for the host the visitor typed: 0 normal, 1 maintenance, 2 region restriction. */
export function getSystemStatus(host: string, signal?: AbortSignal) {
  return apiGet('/wps/system/status', ZSystemStatus, { query: { url: host }, signal });
}

export function systemStatusQueryOptions(host: string) {
  return queryOptions({
    queryKey: ['system', 'status', host],
    queryFn: ({ signal }) => getSystemStatus(host, signal),
    staleTime: 60_000,
  });
}

export function useSystemStatusQuery(host: string) {
  return useQuery(systemStatusQueryOptions(host));
}
