import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useUnreadCount } from '../api/get-unread-count';
import './messages.css';

/** The header's envelope with the unread count; opens the messages page. Nothing for a guest. */
export function UnreadMessagesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const label = count > 0 ? t('messages_unread_count', { count }) : t('messages_title');
  return (
    <button
      type="button"
      className="unread-messages"
      data-testid="header-messages"
      aria-label={label}
      title={label}
      onClick={onOpen}
    >
      <Icon name="bell" size={18} />
      {count > 0 && (
        <span className="badge unread-messages__badge" data-testid="header-unread-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
