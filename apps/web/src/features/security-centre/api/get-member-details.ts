import { ZMemberDetailsView } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** GET /wps/member/profile/details (T): address, nationality, occupation, source of income; isLocked. */
export function getMemberDetails(signal?: AbortSignal) {
  return apiGet('/wps/member/profile/details', ZMemberDetailsView, { signal });
}

export function memberDetailsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'details'],
    queryFn: ({ signal }) => getMemberDetails(signal),
  });
}

export function useMemberDetails() {
  return useQuery(memberDetailsQueryOptions());
}
