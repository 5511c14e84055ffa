import { ZRewardPage, type TRewardStatus } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { BONUS_QUERY_ROOT } from './bonus-query-keys';

export type TRewardFilter = { status: TRewardStatus; page: number; pageSize: number };

/** GET /wps/member/rewards (T): one page of the reward centre's claimable, claimed or expired rewards. */
export function getRewards(filter: TRewardFilter, signal?: AbortSignal) {
  return apiGet('/wps/member/rewards', ZRewardPage, { query: filter, signal });
}

export function rewardsQueryOptions(filter: TRewardFilter) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_ROOT, 'rewards', filter],
    queryFn: ({ signal }) => getRewards(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRewards(filter: TRewardFilter) {
  return useQuery(rewardsQueryOptions(filter));
}
