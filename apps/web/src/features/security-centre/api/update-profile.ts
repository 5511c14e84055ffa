import { ZMemberInfo, type ZProfileUpdate } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** PUT /wps/member/profile: the nickname, and the real name and birthday while they are still unset. */
export function updateProfile(body: TProfileUpdate) {
  return apiSend('PUT', '/wps/member/profile', ZMemberInfo, { body });
}

export function useUpdateProfile() {
  return useMemberMutation(updateProfile);
}
