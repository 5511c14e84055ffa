import { ZTotpSetup } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /wps/member/totp/setup (E): after the login password, a new authenticator secret, bound only once a
 * code from it is confirmed.
 */
export function setupTotp(password: string) {
  return apiSend('POST', '/wps/member/totp/setup', ZTotpSetup, { body: { password }, isSealed: true });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
