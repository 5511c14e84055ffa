import { ZAvatarChoices } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** GET /wps/relay/MCSFE_getPlayerAvatar: the avatars a member may choose from. */
export function getAvatarChoices(signal?: AbortSignal) {
  return apiGet('/wps/relay/MCSFE_getPlayerAvatar', ZAvatarChoices, { signal });
}

export function avatarChoicesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'avatar-choices'],
    queryFn: ({ signal }) => getAvatarChoices(signal),
    // The merchant's avatar set rarely changes while a page is open.
    staleTime: 10 * 60_000,
  });
}

export function useAvatarChoices() {
  return useQuery(avatarChoicesQueryOptions());
}
