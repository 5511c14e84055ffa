import { ZMemberInfo } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /wps/member/totp/bind: confirms the set-up secret with a current 6-digit code. */
export function bindTotp(code: string) {
  return apiSend('POST', '/wps/member/totp/bind', ZMemberInfo, { body: { code } });
}

export function useBindTotp() {
  return useMemberMutation(bindTotp);
}
