import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useModalStore } from '../lib/modal-store';
import { useSessionStore } from '../lib/session-store';
import { paths } from './paths';

/** Query keys under this root hold one member's data and go with the session. */
export const MEMBER_QUERY_ROOT = 'member';

/** Asks `in_sure_logout`; on confirm forgets the member (merchant keys stay) and goes to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openModal = useModalStore((s) => s.openModal);
  const closeAllModals = useModalStore((s) => s.closeAllModals);
  const clearSession = useSessionStore((s) => s.clearSession);

  return useCallback(() => {
    openModal({
      name: 'confirm',
      messageKey: 'in_sure_logout',
      onConfirm: () => {
        clearSession();
        queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
        closeAllModals();
        navigate(paths.root());
      },
    });
  }, [openModal, clearSession, queryClient, closeAllModals, navigate]);
}
