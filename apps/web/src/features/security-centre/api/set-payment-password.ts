import type { ZPaymentPasswordRequest } from '@kirin/contracts';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMemberMutation } from './use-member-mutation';

export type TPaymentPasswordRequest = z.input<typeof ZPaymentPasswordRequest>;

/** POST /wps/member/password/payment (E): sets or replaces the 6-digit payment password. */
export function setPaymentPassword(body: TPaymentPasswordRequest) {
  return apiSend('POST', '/wps/member/password/payment', z.null(), { body, isSealed: true });
}

export function useSetPaymentPassword() {
  return useMemberMutation(setPaymentPassword);
}
