import { REFERRAL_FRIENDS_PATH, ZReferralFriendPage } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { REFERRAL_QUERY_ROOT } from './referral-query-keys';

export type TReferralFriendsFilter = { page: number; pageSize: number };

/** GET /wps/referral/friends (T): friends who registered with the member's code, newest first. */
export function getReferralFriends(filter: TReferralFriendsFilter, signal?: AbortSignal) {
  return apiGet(REFERRAL_FRIENDS_PATH, ZReferralFriendPage, { query: filter, signal });
}

export function referralFriendsQueryOptions(filter: TReferralFriendsFilter) {
  return queryOptions({
    queryKey: [...REFERRAL_QUERY_ROOT, 'friends', filter],
    queryFn: ({ signal }) => getReferralFriends(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReferralFriends(filter: TReferralFriendsFilter) {
  return useQuery(referralFriendsQueryOptions(filter));
}
