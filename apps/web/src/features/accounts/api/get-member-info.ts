import { ZMemberInfo, type TMemberInfo } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { MEMBER_QUERY_ROOT, useSessionStore, type TSession } from '../../../lib/session-store';

/** GET /wps/member/info (T): who the token belongs to, with labels and rank. */
export function getMemberInfo(signal?: AbortSignal) {
  return apiGet('/wps/member/info', ZMemberInfo, { signal });
}

/** The session facts member info carries (login info of spec section 4). */
export function toSessionPatch(info: TMemberInfo): Partial<TSession> {
  return {
    account: info.account,
    customerId: info.id,
    isAgent: info.isAgent,
    memberLabel: info.memberLabel.map((label) => label.labelName),
    rankLevel: info.clubLabel?.rankLevel ?? null,
  };
}

/**
 * Loads member info into the session store; an expired or revoked token (NOT_LOGGED_IN) ends the session. A
 * session that must change its password (cpw, kept by the server) gets the forced change again, so a reload
 * cannot skip it.
 */
async function loadMemberInfo(signal?: AbortSignal): Promise<TMemberInfo> {
  try {
    const info = await getMemberInfo(signal);
    useSessionStore.getState().updateSession(toSessionPatch(info));
    if (info.cpw) useModalStore.getState().openModal({ name: 'changePassword', forced: true });
    return info;
  } catch (error) {
    if (isApiError(error, 'NOT_LOGGED_IN')) useSessionStore.getState().clearSession();
    throw error;
  }
}

export function memberInfoQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'info'],
    queryFn: ({ signal }) => loadMemberInfo(signal),
    staleTime: 60_000,
  });
}

/** The signed-in member's info (key ['member','info']); idle for a guest. */
export function useMemberInfo() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...memberInfoQueryOptions(), enabled: token !== null });
}
