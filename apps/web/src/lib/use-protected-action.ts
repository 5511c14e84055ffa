import { useCallback } from 'react';
import { isTrialAccount } from './account-types';
import { useModalStore } from './modal-store';
import { useSessionStore } from './session-store';

/**
 * Runs an account action only for a real member: a guest gets the login popup, a trial account the
 * `in_need_true_account` warning (spec sections 4 and 6).
 */
export function useProtectedAction(): (action: () => void) => void {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openModal = useModalStore((s) => s.openModal);
  return useCallback(
    (action: () => void) => {
      if (!token) openModal({ name: 'login' });
      else if (isTrialAccount(isAgent)) openModal({ name: 'warning', messageKey: 'in_need_true_account' });
      else action();
    },
    [token, isAgent, openModal],
  );
}
