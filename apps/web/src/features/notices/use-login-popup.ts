import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../lib/modal-store';
import { useIsLoggedIn } from '../../lib/session-store';
import { useAnnouncements } from './api/get-announcements';

/** How long the page must stay settled (nothing loading, no dialog open) before popup notices open. */
export const POPUP_SETTLE_MS = 1_200;

/**
 * After login, the popup notices the member has not seen open once in the notice modal; closing it marks
 * them seen on the server, so they do not come back on another visit or device. They wait for the page to
 * settle: no dialog open (the register or login modal closing, a forced password change) and nothing
 * loading, for POPUP_SETTLE_MS, so a new member first sees the page they registered on (docs/site.md).
 */
export function useLoginPopup(): void {
  const { i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const announcements = useAnnouncements(i18n.language);
  const openModal = useModalStore((s) => s.openModal);
  const hasOpenModal = useModalStore((s) => s.stack.length > 0);
  const isLoading = useIsFetching() > 0;
  const shownFor = useRef<string | null>(null);
  const popupIds =
    isLoggedIn && !announcements.isFetching ? (announcements.data?.popup ?? []).map((n) => n.id) : [];
  const popupKey = popupIds.join(',');

  useEffect(() => {
    // Once per set of unseen popups in this page's life, not on every refetch.
    if (!popupKey || shownFor.current === popupKey || hasOpenModal || isLoading) return;
    const timer = setTimeout(() => {
      if (useModalStore.getState().stack.length > 0) return;
      shownFor.current = popupKey;
      openModal({ name: 'notice', isPopup: true });
    }, POPUP_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [popupKey, hasOpenModal, isLoading, openModal]);
}
