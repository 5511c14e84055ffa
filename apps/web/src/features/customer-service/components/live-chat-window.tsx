import { ERROR_CATALOGUE, LIVE_CHAT_BODY_MAX_CHARS } from '@kirin/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLiveChat } from '../use-live-chat';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** The translation key of a socket error code (the same catalogue as the REST answers). */
function messageKeyOf(code: string): string {
  return Object.hasOwn(ERROR_CATALOGUE, code)
    ? ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].message
    : 'unknown_error';
}

type TProps = { conversationToken: string; displayName: string; onRestart: () => void };

/** The conversation: history, live messages, an input that sends on Enter, the unread count, the status. */
export function LiveChatWindow({ conversationToken, displayName, onRestart }: TProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const { messages, status, unread, errorCode, send } = useLiveChat(conversationToken);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo?.({ top: listRef.current.scrollHeight });
  }, [messages.length]);

  // The window's title counts what the visitor has not seen (the window is often behind the site).
  useEffect(() => {
    const title = t('livechat_title');
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
  }, [unread, t]);

  useEffect(() => {
    if (status === 'invalid') onRestart();
  }, [status, onRestart]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || status !== 'open') return;
    if (send(body)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; an IME composing text keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="live-chat__window" data-testid="live-chat-window">
      <header className="live-chat__header">
        <span>{displayName}</span>
        {unread > 0 && (
          <span
            className="live-chat__unread"
            data-testid="live-chat-unread"
            aria-label={t('livechat_unread', { count: unread })}
          >
            {unread}
          </span>
        )}
        <span className={`live-chat__status live-chat__status--${status}`} data-testid="live-chat-status">
          {t(`livechat_status_${status}`)}
        </span>
      </header>
      <ol className="live-chat__messages" ref={listRef} data-testid="live-chat-messages" aria-live="polite">
        {messages.length === 0 && <li className="live-chat__empty">{t('livechat_empty')}</li>}
        {messages.map((message) => (
          <li
            key={message.id}
            className={`live-chat__message live-chat__message--${message.side.toLowerCase()}`}
          >
            <span className="live-chat__who">
              {message.side === 'SUPPORT' ? t('livechat_support') : t('livechat_you')}
            </span>
            {/* Text, never markup: React escapes it. */}
            <p className="live-chat__body">{message.body}</p>
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          </li>
        ))}
      </ol>
      {errorCode && (
        <p className="live-chat__error" role="alert">
          {t(messageKeyOf(errorCode))}
        </p>
      )}
      {status === 'closed' ? (
        <div className="live-chat__closed" data-testid="live-chat-closed">
          <p>{t('livechat_closed')}</p>
          <Button onClick={onRestart}>{t('livechat_new')}</Button>
        </div>
      ) : (
        <form className="live-chat__input" onSubmit={submit}>
          <textarea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={LIVE_CHAT_BODY_MAX_CHARS}
            rows={2}
            aria-label={t('livechat_input')}
            placeholder={t('livechat_input')}
            data-testid="live-chat-input"
          />
          <Button type="submit" disabled={status !== 'open' || !draft.trim()}>
            {t('livechat_send')}
          </Button>
        </form>
      )}
    </div>
  );
}
