import type { ZChangePasswordRequest } from '@kirin/contracts';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/member/password (T, E): changes the password; the member's other sessions end. */
export async function changePassword(body: z.input<typeof ZChangePasswordRequest>): Promise<void> {
  await apiSend('POST', '/wps/member/password', z.null(), { body, isSealed: true });
}
