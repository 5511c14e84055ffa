import {
  ZInvitation,
  ZInvitationList,
  ZTeamAccountCreated,
  ZTeamMemberDetail,
  ZTeamMemberPage,
  type TInvitationCreate,
  type TTeamAccountCreate,
  type TTeamListQuery,
} from '@kirin/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';

/** Every query of the team area, so a change refetches them together. */
export const AGENT_TEAM_ROOT = ['agent-team'] as const;

/** GET /wps/agent/invitations (T): the agent's links with usage and address. */
export function useInvitations() {
  return useQuery({
    queryKey: [...AGENT_TEAM_ROOT, 'invitations'],
    queryFn: ({ signal }) => apiGet('/wps/agent/invitations', ZInvitationList, { signal }),
  });
}

function useTeamMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENT_TEAM_ROOT }),
  });
}

/** POST /wps/agent/invitations (T): a MEMBER or AGENT link, chosen or drawn code. */
export function useCreateInvitation() {
  return useTeamMutation((body: TInvitationCreate) =>
    apiSend('POST', '/wps/agent/invitations', ZInvitation, { body }),
  );
}

/** PUT /wps/agent/invitations/:code (T): switch a link on or off. */
export function useSetInvitationActive() {
  return useTeamMutation(({ code, isActive }: { code: string; isActive: boolean }) =>
    apiSend('PUT', `/wps/agent/invitations/${encodeURIComponent(code)}`, ZInvitation, { body: { isActive } }),
  );
}

/** POST /wps/agent/team/accounts (T, E): an account directly under the agent, sealed like registration. */
export function useCreateTeamAccount() {
  return useTeamMutation((body: TTeamAccountCreate) =>
    apiSend('POST', '/wps/agent/team/accounts', ZTeamAccountCreated, { body, isSealed: true }),
  );
}

/** GET /wps/agent/team/members (T): one page of the team. */
export function useTeamMembers(query: TTeamListQuery) {
  return useQuery({
    queryKey: [...AGENT_TEAM_ROOT, 'members', query],
    queryFn: ({ signal }) => apiGet('/wps/agent/team/members', ZTeamMemberPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/agent/team/members/:id (T): one downline with its held contracts. */
export function useTeamMember(memberId: string | null) {
  return useQuery({
    queryKey: [...AGENT_TEAM_ROOT, 'member', memberId],
    queryFn: ({ signal }) =>
      apiGet(`/wps/agent/team/members/${encodeURIComponent(memberId ?? '')}`, ZTeamMemberDetail, { signal }),
    enabled: memberId !== null,
  });
}
