import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useModalStore, type TModalRequest } from '../../lib/modal-store';
import { MEMBER_QUERY_ROOT, useSessionStore } from '../../lib/session-store';

/**
 * Forgets the member here as logout does (session, member data, open modals) when the server has already
 * ended the session (a break just taken, the session limit, an exclusion from elsewhere), then goes home and
 * opens `notice` to say why.
 */
export function useEndSessionLocally(): (notice: TModalRequest) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (notice: TModalRequest) => {
      useSessionStore.getState().clearSession();
      queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      const modals = useModalStore.getState();
      modals.closeAllModals();
      modals.openModal(notice);
      void navigate(paths.index());
    },
    [queryClient, navigate],
  );
}
