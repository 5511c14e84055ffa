import { z } from 'zod';
import type { ZForgotByEmailRequest } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/member/password/email (form post): e-mails a temporary password that forces a change at login. */
export async function forgotPasswordByEmail(body: z.input<typeof ZForgotByEmailRequest>): Promise<void> {
  await apiSend('POST', '/wps/member/password/email', z.null(), { body, isForm: true });
}
