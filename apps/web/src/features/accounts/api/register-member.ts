import { ZLoginResponse, type ZRegisterRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** PUT /wps/member/register (E): registers by username and, with `login: true`, answers a session. */
export function registerMember(body: z.input<typeof ZRegisterRequest>) {
  return apiSend('PUT', '/wps/member/register', ZLoginResponse, { body, isSealed: true });
}
