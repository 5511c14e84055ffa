import { ZSystemStatus } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, startEarlyGet } from '../../../lib/api-client';

const PATH = '/wps/system/status';

/** GET /wps/system/status for the host the visitor typed: 0 normal, 1 maintenance, 2 region restriction. */
export function getSystemStatus(host: string, signal?: AbortSignal) {
  return apiGet(PATH, ZSystemStatus, { query: { url: host }, signal });
}

/** Sends the call before the site renders; getSystemStatus(host) takes its answer (startEarlyGet). */
export function startSystemStatusEarly(host: string): void {
  startEarlyGet(PATH, { url: host });
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
