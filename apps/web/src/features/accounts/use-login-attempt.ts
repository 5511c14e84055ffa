import { ZLoginChallenge, type TLoginResponse } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessageKey, isApiError, type ApiError } from '../../lib/api-error';
import { useModalStore } from '../../lib/modal-store';
import { forgetRememberedLogin, saveRememberedLogin } from '../../lib/remember-me';
import { protectionStatusQueryOptions } from '../player-protection/api/get-protection-status';
import { postLogin, type TLoginBody } from './api/login';
import { useCompleteLogin } from './use-complete-login';

/** Codes whose `details` is a challenge to answer before the session is granted. */
const CHALLENGE_REASONS = { TWO_FACTOR_REQUIRED: 'TWO_FACTOR', IP_VERIFICATION_REQUIRED: 'NEW_IP' } as const;

/** Whether a failed login asks for the captcha next time (the captcha marker, spec section 4). */
export function isCaptchaMarker(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.details?.captcha === 'required' ||
      error.code === 'CAPTCHA_REQUIRED' ||
      error.code === 'CAPTCHA_INVALID')
  );
}

function readChallenge(error: unknown) {
  if (!isApiError(error) || !(error.code in CHALLENGE_REASONS)) return null;
  const challenge = ZLoginChallenge.safeParse(error.details);
  if (!challenge.success) return null;
  return {
    challenge: challenge.data,
    reason: CHALLENGE_REASONS[error.code as keyof typeof CHALLENGE_REASONS],
  };
}

type TLoginAttemptHandlers = {
  /** A failure to show on the login form (a message key); also the captcha marker when it came with one. */
  onFailure: (messageKey: string, error: unknown) => void;
};

/** What "remember me" should keep after a successful login; null forgets it. */
export type TRememberChoice = Parameters<typeof saveRememberedLogin>[0] | null;

/**
 * Sends a login and sees it through: a challenge opens the verification modal, whose answer re-sends the
 * same body with `verification`; closing that modal first reports `phone_popup_closed`. Success applies
 * "remember me" and completes the login.
 */
export function useLoginAttempt({ onFailure }: TLoginAttemptHandlers) {
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((s) => s.openModal);
  const queryClient = useQueryClient();

  return useCallback(
    async (body: TLoginBody, remember: TRememberChoice) => {
      const finish = async (login: TLoginResponse) => {
        if (remember) saveRememberedLogin(remember);
        else forgetRememberedLogin();
        await completeLogin(login, { loginType: body.type ?? 'username' });
        if (body.purpose === 'withdrawal') {
          // A session to take the balance out during an exclusion (issue 21): straight to the withdrawal page,
          // the centre knowing it may offer that page only.
          await queryClient.fetchQuery(protectionStatusQueryOptions()).catch(() => undefined);
          openModal({ name: 'memberCentre', page: 'withdraw' });
        }
      };

      const askVerification = (error: ApiError, asked: NonNullable<ReturnType<typeof readChallenge>>) => {
        openModal({
          name: 'loginVerification',
          ...asked,
          onVerified: async (answer) => {
            const verification = { challengeId: asked.challenge.challengeId, answer };
            try {
              await finish(await postLogin({ ...body, verification }));
            } catch (retryError) {
              // A new challenge replaces the used one; the modal stays open and says what went wrong.
              const next = readChallenge(retryError);
              if (next && isApiError(retryError)) askVerification(retryError, next);
              throw retryError;
            }
          },
          onClosed: () => onFailure('phone_popup_closed', error),
        });
      };

      try {
        await finish(await postLogin(body));
      } catch (error) {
        const asked = readChallenge(error);
        if (asked && isApiError(error)) askVerification(error, asked);
        else onFailure(errorMessageKey(error), error);
      }
    },
    [completeLogin, openModal, onFailure, queryClient],
  );
}
