import { CHAT_MESSAGE_MAX_CHARS, type TChatRoomMessage } from '@kirin/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useBootData } from '../../../lib/boot-data';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { useModalStore } from '../../../lib/modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { readSession, SESSION_KEYS } from '../../../lib/storage';
import { useChatHistory } from '../api/get-chat-history';
import { useChatRoom, type TChatError } from '../use-chat-room';
import './chat-room.css';

/** The chat room modal: the public room of this merchant in the interface language. */
export function ChatRoomModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = getCurrentLanguage();
  const token = useSessionStore((s) => s.token);
  const openModal = useModalStore((s) => s.openModal);
  const { chatHeaderColor } = useBootData().whitelabel;
  const history = useChatHistory(language);
  const room = useChatRoom({ language, token, merchantCode: readSession(SESSION_KEYS.merchantCode) });
  const { seed } = room;
  const [draft, setDraft] = useState('');
  const [pendingClientId, setPendingClientId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (history.data) seed(history.data.list);
  }, [history.data, seed]);

  // The modal's header takes the brand's chat colour (spec section 3); the modal itself is shared.
  useLayoutEffect(() => {
    const modal = rootRef.current?.closest<HTMLElement>('.modal');
    modal?.style.setProperty('--chat-header-color', chatHeaderColor);
  }, [chatHeaderColor]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [room.messages.length]);

  useEffect(() => {
    if (pendingClientId && room.lastSentClientId === pendingClientId) {
      setDraft('');
      setPendingClientId(null);
    }
  }, [pendingClientId, room.lastSentClientId]);

  const trimmed = draft.trim();
  const isSendable = room.canSend && trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX_CHARS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSendable) return;
    setPendingClientId(room.send(trimmed));
  };

  return (
    <Modal name="chatRoom" title={t('chat_room')} onClose={onClose} size="medium">
      <div ref={rootRef} className="chat-room" data-testid="chat-room">
        {room.status !== 'open' && (
          <p className="chat-room__status" role="status" data-testid="chat-room-status">
            {t(room.status === 'connecting' ? 'chat_room_connecting' : 'chat_room_reconnecting')}
          </p>
        )}
        <ol ref={listRef} className="chat-room__messages" data-testid="chat-room-messages" aria-live="polite">
          {room.messages.length === 0 ? (
            <li className="chat-room__empty">{t('chat_room_empty')}</li>
          ) : (
            room.messages.map((message) => <ChatMessage key={message.id} message={message} />)
          )}
        </ol>
        {room.error && <ChatErrorLine error={room.error} />}
        {token ? (
          <form className="chat-room__form" onSubmit={submit}>
            <input
              className="chat-room__input"
              data-testid="chat-room-input"
              value={draft}
              maxLength={CHAT_MESSAGE_MAX_CHARS}
              placeholder={t('chat_room_placeholder')}
              aria-label={t('chat_room_placeholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
            <span className="chat-room__counter" data-testid="chat-room-counter">
              {`${trimmed.length}/${CHAT_MESSAGE_MAX_CHARS}`}
            </span>
            <Button type="submit" disabled={!isSendable} data-testid="chat-room-send">
              {t('chat_room_send')}
            </Button>
          </form>
        ) : (
          <p className="chat-room__guest">
            <button type="button" className="chat-room__login" onClick={() => openModal({ name: 'login' })}>
              {t('chat_room_login_to_send')}
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}

/** One message; its text is React text, so markup in it shows as characters and never runs. */
function ChatMessage({ message }: { message: TChatRoomMessage }) {
  // hh:mm of the merchant's clock, like every time on the site (docs/site.md).
  const hhmm = useFormatDateTime()(message.createdAt).slice(11, 16);
  return (
    <li className="chat-room__message" data-testid="chat-room-message">
      <span className="chat-room__name">{message.name}</span>
      <time className="chat-room__time" dateTime={message.createdAt}>
        {hhmm}
      </time>
      <p className="chat-room__text">{message.text}</p>
    </li>
  );
}

function ChatErrorLine({ error }: { error: TChatError }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const until = error.details?.until ? formatTime(error.details.until) : '';
  return (
    <p className="chat-room__error" role="alert" data-testid="chat-room-error">
      {t(error.messageKey, { until })}
    </p>
  );
}
