import { VIP_LEVELS_PATH, ZVipLevels } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { VIP_LEVELS_QUERY_ROOT } from './vip-query-keys';

/** GET /wps/vip/levels: the merchant's ladder, names in the interface language (the Language header). */
export function getVipLevels(signal?: AbortSignal) {
  return apiGet(VIP_LEVELS_PATH, ZVipLevels, { signal });
}

export function vipLevelsQueryOptions() {
  return queryOptions({
    queryKey: [...VIP_LEVELS_QUERY_ROOT, getCurrentLanguage()],
    queryFn: ({ signal }) => getVipLevels(signal),
  });
}

export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions());
}
