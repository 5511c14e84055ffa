import type { TOpsLiveChatConversation } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

type TConversationListProps = {
  conversations: readonly TOpsLiveChatConversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The conversations as buttons: who, how many unread, the last words. */
export function ConversationList({ conversations, selectedId, onSelect }: TConversationListProps) {
  const { t } = useTranslation('service');
  if (conversations.length === 0) return <p className="table-message">{t('liveChat.none')}</p>;
  return (
    <ul className="conversation-list">
      {conversations.map((conversation) => {
        const name = conversation.isGuest
          ? t('liveChat.guest', { name: conversation.displayName })
          : conversation.displayName;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className="conversation"
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              aria-label={
                conversation.unread > 0
                  ? t('liveChat.conversationUnread', { name, count: conversation.unread })
                  : name
              }
              onClick={() => onSelect(conversation.id)}
            >
              <span className="conversation-top">
                <span className="conversation-name">{name}</span>
                {conversation.unread > 0 ? (
                  <span className="unread" aria-hidden="true">
                    {conversation.unread}
                  </span>
                ) : null}
              </span>
              <span className="conversation-preview">{conversation.lastMessage?.body ?? ''}</span>
              <time
                className="conversation-time"
                dateTime={conversation.lastMessage?.createdAt ?? conversation.createdAt}
              >
                {formatDateTime(conversation.lastMessage?.createdAt ?? conversation.createdAt)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
