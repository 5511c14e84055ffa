import { ZMemberInfo } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /wps/member/totp/unbind: removes the authenticator, proven by a current 6-digit code. */
export function unbindTotp(code: string) {
  return apiSend('POST', '/wps/member/totp/unbind', ZMemberInfo, { body: { code } });
}

export function useUnbindTotp() {
  return useMemberMutation(unbindTotp);
}
