import type { TLoginResponse } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useModalStore, type TModalName } from '../../lib/modal-store';
import { MEMBER_QUERY_ROOT, useSessionStore } from '../../lib/session-store';
import { memberInfoQueryOptions } from './api/get-member-info';

/** How the login answer was obtained; sms logins never force a password change (spec section 4). */
export type TLoginType = 'username' | 'sms' | 'register' | 'freeplay' | 'reset';
export type TCompleteLoginOptions = { loginType?: TLoginType };

/** The modals that lead to a session: they close once it is granted. */
const ENTRY_MODALS: readonly TModalName[] = ['login', 'register', 'forgotPassword', 'loginVerification'];

/**
 * Turns a login answer into a signed-in site: stores the token and account, loads member info, closes the
 * login/register/forgot/verification modals (without their onClosed: they did not fail), records a first
 * login, and opens the forced change-password modal when `cpw` is set (except for sms login).
 */
export function useCompleteLogin(): (
  login: TLoginResponse,
  options?: TCompleteLoginOptions,
) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (login, options = {}) => {
      // Another member's cached data must never show for this one.
      queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      useSessionStore.getState().updateSession({
        token: login.token,
        account: login.userName,
        customerId: login.id,
        isAgent: login.isAgent,
        isFirstLogin: login.firstTimeLogin,
      });
      try {
        await queryClient.fetchQuery(memberInfoQueryOptions());
      } catch {
        // The session is granted either way; member info is asked again on the next start.
      }
      const modals = useModalStore.getState();
      for (const name of ENTRY_MODALS) modals.dismissModal(name);
      if (login.cpw && options.loginType !== 'sms')
        modals.openModal({ name: 'changePassword', forced: true });
    },
    [queryClient],
  );
}
