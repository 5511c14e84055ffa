import { type TPlatformMessage } from '@kirin/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/merchant-time';

type TMessageItemProps = {
  message: TPlatformMessage;
  isOpen: boolean;
  onToggle: () => void;
};

/** One message: its title and time; unread ones stand out; opening shows the text (plain text, never HTML). */
export function MessageItem({ message, isOpen, onToggle }: TMessageItemProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const bodyId = useId();
  const title = message.kind === 'FEEDBACK_ANSWER' ? t('feedback_answer_title') : message.title;
  return (
    <li
      className={`message-item${message.isRead ? '' : ' message-item--unread'}`}
      data-testid="message-item"
      data-read={message.isRead}
    >
      <button
        type="button"
        className="message-item__head"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        {!message.isRead && <span className="message-item__dot" aria-label={t('messages_unread')} />}
        <span className="message-item__title">{title}</span>
        <time className="message-item__time" dateTime={message.createdAt}>
          {formatTime(message.createdAt)}
        </time>
      </button>
      {isOpen && (
        <p id={bodyId} className="message-item__content" data-testid="message-content">
          {message.content}
        </p>
      )}
    </li>
  );
}
