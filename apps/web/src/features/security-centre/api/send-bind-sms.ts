import { ZSmsSent, type ZSmsBindRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

export type TSmsBindRequest = z.input<typeof ZSmsBindRequest>;

/** POST /wps/verification/sms/bind: a code to the mobile number the member is binding. */
export function sendBindSms(body: TSmsBindRequest) {
  return apiSend('POST', '/wps/verification/sms/bind', ZSmsSent, { body });
}
