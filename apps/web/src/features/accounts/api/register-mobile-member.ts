import { ZLoginResponse, type ZRegisterMobileRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** PUT /wps/member/register/mobile (E): registers with the mobile number as username; answers a session. */
export function registerMobileMember(body: z.input<typeof ZRegisterMobileRequest>) {
  return apiSend('PUT', '/wps/member/register/mobile', ZLoginResponse, { body, isSealed: true });
}
