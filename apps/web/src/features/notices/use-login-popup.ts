import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../lib/modal-store';
import { useIsLoggedIn } from '../../lib/session-store';
import { useAnnouncements } from './api/get-announcements';

/**
 * After login, the popup notices the member has not seen open once in the notice modal; closing it marks
 * them seen on the server, so they do not come back on another visit or device.
 */
export function useLoginPopup(): void {
  const { i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const announcements = useAnnouncements(i18n.language);
  const openModal = useModalStore((s) => s.openModal);
  const shownFor = useRef<string | null>(null);
  const popupIds =
    isLoggedIn && !announcements.isFetching ? (announcements.data?.popup ?? []).map((n) => n.id) : [];
  const popupKey = popupIds.join(',');

  useEffect(() => {
    // Once per set of unseen popups in this page's life, not on every refetch.
    if (!popupKey || shownFor.current === popupKey) return;
    shownFor.current = popupKey;
    openModal({ name: 'notice', isPopup: true });
  }, [popupKey, openModal]);
}
