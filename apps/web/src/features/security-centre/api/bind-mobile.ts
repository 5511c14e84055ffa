import { ZMemberInfo, type ZBindMobileRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

export type TBindMobileRequest = z.input<typeof ZBindMobileRequest>;

/** POST /wps/member/bind/mobile: binds the number the SMS code was sent to. */
export function bindMobile(body: TBindMobileRequest) {
  return apiSend('POST', '/wps/member/bind/mobile', ZMemberInfo, { body });
}

export function useBindMobile() {
  return useMemberMutation(bindMobile);
}
