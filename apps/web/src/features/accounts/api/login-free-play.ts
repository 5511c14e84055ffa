import { ZLoginResponse, type ZFreePlayRequest } from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

const RANDOM_BYTES = 16;

/** A random string that keeps two trial logins apart (hex of 16 random bytes). */
export function createTrialRandom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /wps/session/login/freeplay (E): a new trial account (isAgent 4) with a demo balance. */
export function postFreePlayLogin() {
  const body: z.input<typeof ZFreePlayRequest> = {
    os: 'web',
    platform: 'W',
    gatewayVersion: 3,
    random: createTrialRandom(),
  };
  return apiSend('POST', '/wps/session/login/freeplay', ZLoginResponse, { body, isSealed: true });
}

export function useFreePlayLogin() {
  return useMutation({ mutationFn: postFreePlayLogin });
}
