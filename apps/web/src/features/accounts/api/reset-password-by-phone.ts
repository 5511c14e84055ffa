import { ZLoginResponse, type ZResetByPhoneRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/member/password/verification (E): sets a new password with an SMS code; answers a session. */
export function resetPasswordByPhone(body: z.input<typeof ZResetByPhoneRequest>) {
  return apiSend('POST', '/wps/member/password/verification', ZLoginResponse, { body, isSealed: true });
}
