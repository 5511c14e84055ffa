import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { deleteSession } from '../features/accounts/api/logout';
import { useModalStore } from '../lib/modal-store';
import { MEMBER_QUERY_ROOT, useSessionStore } from '../lib/session-store';
import { paths } from './paths';

/**
 * Signs out without asking: revokes the session on the server, then forgets the member locally (session
 * storage cleared but the merchant keys) and goes to /. A failed logout call still signs out here: the member
 * asked to leave, and the token expires on the server by itself.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeAllModals = useModalStore((s) => s.closeAllModals);
  const clearSession = useSessionStore((s) => s.clearSession);

  return useCallback(() => {
    void deleteSession()
      .catch(() => undefined)
      .then(() => {
        clearSession();
        queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
        closeAllModals();
        void navigate(paths.root());
      });
  }, [clearSession, queryClient, closeAllModals, navigate]);
}

/** Asks `in_sure_logout`, then signs out (useSignOut). */
export function useLogout(): () => void {
  const openModal = useModalStore((s) => s.openModal);
  const signOut = useSignOut();
  return useCallback(() => {
    openModal({ name: 'confirm', messageKey: 'in_sure_logout', onConfirm: signOut });
  }, [openModal, signOut]);
}
