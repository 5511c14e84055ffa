import { ZMemberDetailsView, type ZMemberDetailsUpdate } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { memberDetailsQueryOptions } from './get-member-details';

export type TMemberDetailsUpdate = z.input<typeof ZMemberDetailsUpdate>;

/** PUT /wps/member/profile/details (T): all four details (KYC_PROFILE_LOCKED once verified). */
export function updateMemberDetails(body: TMemberDetailsUpdate) {
  return apiSend('PUT', '/wps/member/profile/details', ZMemberDetailsView, { body });
}

export function useUpdateMemberDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberDetails,
    onSuccess: (details) => queryClient.setQueryData(memberDetailsQueryOptions().queryKey, details),
  });
}
