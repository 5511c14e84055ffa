import { ZSmsSent, type ZSmsRequest } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

export type TSmsNoLoginBody = Pick<z.input<typeof ZSmsRequest>, 'captcha' | 'captchaId'> & {
  mobileNum: string;
  countryDialingCode: string;
};

/** POST /wps/verification/sms/noLogin: an SMS code for sms login or the forgot-by-phone reset. */
export function postSmsNoLogin(body: TSmsNoLoginBody) {
  return apiSend('POST', '/wps/verification/sms/noLogin', ZSmsSent, { body });
}

export function useSendSmsNoLogin() {
  return useMutation({ mutationFn: postSmsNoLogin });
}
