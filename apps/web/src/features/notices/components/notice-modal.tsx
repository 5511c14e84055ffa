import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useAnnouncements } from '../api/get-announcements';
import { useMarkPopupSeen } from '../api/mark-popup-seen';
import { NoticeBoard } from './notice-board';

type TNoticeModalProps = {
  /** The notice to open on (spec section 2: "opens on the selected notice index"). */
  index?: number;
  /** The after-login popups instead of the player notices; closing marks them seen. */
  isPopup?: boolean;
  onClose: () => void;
};

/** The notice modal (spec section 2): title 'notification', nine notices a page, the chosen one's content. */
export function NoticeModal({ index, isPopup = false, onClose }: TNoticeModalProps) {
  const { t, i18n } = useTranslation();
  const announcements = useAnnouncements(i18n.language);
  const markSeen = useMarkPopupSeen();
  const notices = (isPopup ? announcements.data?.popup : announcements.data?.player) ?? [];

  const close = () => {
    if (isPopup && notices.length > 0) markSeen.mutate(notices.map((n) => n.id));
    onClose();
  };

  return (
    <Modal name="notice" title={t('notification')} onClose={close} size="large">
      {announcements.isPending ? <Spinner /> : <NoticeBoard notices={notices} initialIndex={index} />}
    </Modal>
  );
}
