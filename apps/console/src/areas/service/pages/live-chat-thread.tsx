import type { TOpsLiveChatThread } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import {
  closeConversation,
  fetchThread,
  LIVE_CHAT_POLL_MS,
  liveChatKey,
  markConversationRead,
  threadKey,
} from '../api/live-chat';
import { AnswerForm } from './answer-form';

type TLiveChatThreadProps = { merchant: string; conversationId: string; canWrite: boolean; isLive: boolean };

/**
 * Marks the visitor's messages read while the operator is looking at them (the tab visible), once per last
 * message: the visitor's window shows them read.
 */
function useMarkRead(merchant: string, thread: TOpsLiveChatThread | undefined, canWrite: boolean) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  const [isVisible, setIsVisible] = useState(() => !document.hidden);
  useEffect(() => {
    const onChange = () => setIsVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const read = useMutation({
    mutationFn: ({ id, lastMessageId }: { id: string; lastMessageId: string }) =>
      markConversationRead(id, lastMessageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...liveChatKey(merchant), 'list'] }),
  });
  const last = thread?.messages.at(-1);
  const isUnread = (thread?.conversation.unread ?? 0) > 0;
  useEffect(() => {
    if (!thread || !last || !canWrite || !isVisible || !isUnread || marked.current === last.id) return;
    marked.current = last.id;
    read.mutate({ id: thread.conversation.id, lastMessageId: last.id });
    // read.mutate is stable in what it does; the effect follows the thread's last message only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread?.conversation.id, last?.id, canWrite, isVisible, isUnread]);
}

/** One conversation: its messages (plain text, as typed), the answer box and closing, for those who answer. */
export function LiveChatThread({ merchant, conversationId, canWrite, isLive }: TLiveChatThreadProps) {
  const { t } = useTranslation('service');
  const [isClosing, setIsClosing] = useState(false);
  const thread = useQuery({
    queryKey: threadKey(merchant, conversationId),
    queryFn: ({ signal }) => fetchThread(conversationId, signal),
    refetchInterval: isLive ? false : LIVE_CHAT_POLL_MS,
  });
  useMarkRead(merchant, thread.data, canWrite);
  const endRef = useRef<HTMLLIElement>(null);
  const messageCount = thread.data?.messages.length ?? 0;
  useEffect(() => endRef.current?.scrollIntoView?.({ block: 'end' }), [messageCount]);

  if (thread.error) return <ErrorNote error={thread.error} />;
  if (!thread.data) return <p className="loading">{t('console:table.loading')}</p>;
  const { conversation, messages } = thread.data;
  const name = conversation.isGuest
    ? t('liveChat.guest', { name: conversation.displayName })
    : conversation.displayName;
  const isOpen = conversation.status === 'OPEN';
  return (
    <section className="live-chat-thread" aria-label={t('liveChat.threadWith', { name })}>
      <header className="live-chat-thread-header">
        <h2>{name}</h2>
        <StatusBadge
          label={t(`liveChat.statuses.${conversation.status}`)}
          tone={isOpen ? 'warn' : 'neutral'}
        />
        {canWrite && isOpen ? (
          <Button variant="danger" onClick={() => setIsClosing(true)}>
            {t('liveChat.close')}
          </Button>
        ) : null}
      </header>
      <ol className="chat-messages" aria-label={t('liveChat.messages')}>
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message-${message.side.toLowerCase()}`}>
            <span className="chat-message-side">{t(`liveChat.sides.${message.side}`)}</span>
            <span className="chat-message-body">{message.body}</span>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </li>
        ))}
        <li ref={endRef} aria-hidden="true" className="chat-messages-end" />
      </ol>
      {canWrite && isOpen ? <AnswerForm merchant={merchant} conversationId={conversation.id} /> : null}
      {!isOpen ? <p className="note">{t('liveChat.closedNote')}</p> : null}
      {isClosing ? (
        <ActionDialog
          title={t('liveChat.closeTitle', { name })}
          isOpen
          onClose={() => setIsClosing(false)}
          run={() => closeConversation(conversation.id)}
          invalidates={[liveChatKey(merchant)]}
          reason="none"
          confirmLabel={t('liveChat.close')}
          variant="danger"
        >
          <p>{t('liveChat.closeHelp')}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}
