import { ZMemberInfo, type ZBindEmailRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

export type TBindEmailRequest = z.input<typeof ZBindEmailRequest>;

/** POST /wps/member/bind/email (E): binds an e-mail address, re-authenticated by the login password. */
export function bindEmail(body: TBindEmailRequest) {
  return apiSend('POST', '/wps/member/bind/email', ZMemberInfo, { body, isSealed: true });
}

export function useBindEmail() {
  return useMemberMutation(bindEmail);
}
