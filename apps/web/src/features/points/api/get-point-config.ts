import { POINTS_CONFIG_PATH, ZPointConfig } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { POINTS_QUERY_ROOT } from './points-query-keys';

/** GET MCS2_getPointConfig (T): ratio, minimum, category values and the rules in the current language. */
export function getPointConfig(signal?: AbortSignal) {
  return apiGet(POINTS_CONFIG_PATH, ZPointConfig, { signal });
}

export function pointConfigQueryOptions() {
  return queryOptions({
    queryKey: [...POINTS_QUERY_ROOT, 'config'],
    queryFn: ({ signal }) => getPointConfig(signal),
  });
}

export function usePointConfig() {
  return useQuery(pointConfigQueryOptions());
}
