import { ZAvatar } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** PUT /wps/member/info/icon: the avatar (an id from the avatar choices). */
export function updateAvatar(avatar: string) {
  return apiSend('PUT', '/wps/member/info/icon', ZAvatar, { body: { avatar } });
}

export function useUpdateAvatar() {
  return useMemberMutation(updateAvatar);
}
