import { ZLoginResponse, type ZLoginRequest } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

export type TLoginBody = z.input<typeof ZLoginRequest>;

/** POST /wps/session/login (E): username or sms login, with a captcha or a challenge answer when asked. */
export function postLogin(body: TLoginBody) {
  return apiSend('POST', '/wps/session/login', ZLoginResponse, { body, isSealed: true });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
