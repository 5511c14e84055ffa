import { ZSmsSent } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';

export type TRegisterSmsRequest = {
  mobileNo: string;
  countryDialingCode: string;
  captcha?: string;
  captchaId?: string;
};

/** POST /wps/verification/sms/register: texts a registration code; the answer says how long it lasts. */
export function sendRegisterSms(body: TRegisterSmsRequest) {
  return apiSend('POST', '/wps/verification/sms/register', ZSmsSent, { body });
}
