import { VIP_HISTORY_PATH, ZVipHistory } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { VIP_MEMBER_QUERY_ROOT } from './vip-query-keys';

/** GET /wps/vip/history (T): level changes and VIP bonuses, newest first. */
export function getVipHistory(signal?: AbortSignal) {
  return apiGet(VIP_HISTORY_PATH, ZVipHistory, { signal });
}

export function vipHistoryQueryOptions() {
  return queryOptions({
    queryKey: [...VIP_MEMBER_QUERY_ROOT, 'history'],
    queryFn: ({ signal }) => getVipHistory(signal),
  });
}

export function useVipHistory() {
  return useQuery(vipHistoryQueryOptions());
}
