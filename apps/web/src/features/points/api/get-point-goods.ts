import { POINTS_REWARD_PATH, ZPointGoodsList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { POINTS_QUERY_ROOT } from './points-query-keys';

/** GET MCS2_getPointReward (T): the goods of the mall. */
export function getPointGoods(signal?: AbortSignal) {
  return apiGet(POINTS_REWARD_PATH, ZPointGoodsList, { signal });
}

export function pointGoodsQueryOptions() {
  return queryOptions({
    queryKey: [...POINTS_QUERY_ROOT, 'goods'],
    queryFn: ({ signal }) => getPointGoods(signal),
  });
}

export function usePointGoods() {
  return useQuery(pointGoodsQueryOptions());
}
