import { VIP_STATUS_PATH, ZVipStatus } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { VIP_MEMBER_QUERY_ROOT } from './vip-query-keys';

/** GET /wps/vip/status (T): the member's level, progress to the next and keep requirement. */
export function getVipStatus(signal?: AbortSignal) {
  return apiGet(VIP_STATUS_PATH, ZVipStatus, { signal });
}

export function vipStatusQueryOptions() {
  return queryOptions({
    queryKey: [...VIP_MEMBER_QUERY_ROOT, 'status', getCurrentLanguage()],
    queryFn: ({ signal }) => getVipStatus(signal),
  });
}

export function useVipStatus(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...vipStatusQueryOptions(), enabled: options.isEnabled ?? true });
}
