import type { TLiveChatStatus, TLiveChatSupportEvent, TOpsLiveChatThread } from '@kirin/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { ErrorNote } from '../../../components/ui/error-note';
import { FilterTabs } from '../../../components/ui/filter-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import '../../../styles/service.css';
import {
  conversationsKey,
  fetchConversations,
  LIVE_CHAT_POLL_MS,
  liveChatKey,
  threadKey,
} from '../api/live-chat';
import { useSupportSocket } from '../lib/use-support-socket';
import { ConversationList } from './conversation-list';
import { LiveChatThread } from './live-chat-thread';

const STATUSES = ['OPEN', 'CLOSED'] as const;

/**
 * The live-chat support desk (moved in from the static /ops/support/ page): the merchant's conversations,
 * one thread with the answer box, live over the support socket for those who answer (owner, support); the
 * auditor reads the same desk, refreshed on a timer.
 */
export default function LiveChatPage() {
  const { t } = useTranslation('service');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status: TLiveChatStatus = params.get('status') === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const selectedId = params.get('conversation');

  const onEvent = useCallback(
    (event: TLiveChatSupportEvent) => {
      switch (event.type) {
        case 'ready':
          // After a (re)connect: whatever happened while the socket was down is reloaded.
          void queryClient.invalidateQueries({ queryKey: liveChatKey(merchant) });
          return;
        case 'message': {
          if (event.conversation.merchantCode !== merchant) return;
          queryClient.setQueryData<TOpsLiveChatThread>(
            threadKey(merchant, event.conversation.id),
            (thread) =>
              thread && !thread.messages.some((m) => m.id === event.message.id)
                ? { conversation: event.conversation, messages: [...thread.messages, event.message] }
                : thread,
          );
          void queryClient.invalidateQueries({ queryKey: [...liveChatKey(merchant), 'list'] });
          return;
        }
        case 'read':
          void queryClient.invalidateQueries({ queryKey: [...liveChatKey(merchant), 'list'] });
          return;
        case 'closed':
          void queryClient.invalidateQueries({ queryKey: [...liveChatKey(merchant), 'list'] });
          void queryClient.invalidateQueries({ queryKey: threadKey(merchant, event.conversationId) });
          return;
        case 'pong':
        case 'error':
          return;
      }
    },
    [merchant, queryClient],
  );
  const socketState = useSupportSocket(canWrite, onEvent);
  const isLive = socketState === 'live';

  const conversations = useQuery({
    queryKey: conversationsKey(merchant, status),
    queryFn: ({ signal }) => fetchConversations(merchant, status, signal),
    refetchInterval: isLive ? false : LIVE_CHAT_POLL_MS,
  });

  function change(next: Record<string, string | null>) {
    setParams((current) => {
      const changed = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null) changed.delete(name);
        else changed.set(name, value);
      }
      return changed;
    });
  }

  return (
    <>
      <PageHeader
        title={t('liveChat.title')}
        actions={
          <span className={`connection connection-${socketState}`} role="status">
            {t(`liveChat.connection.${socketState}`)}
          </span>
        }
      >
        <p className="page-lead">{t('liveChat.lead')}</p>
      </PageHeader>
      <div className="live-chat">
        <section className="live-chat-list" aria-label={t('liveChat.conversations')}>
          <FilterTabs
            label={t('liveChat.status')}
            options={STATUSES.map((value) => ({ value, label: t(`liveChat.statuses.${value}`) }))}
            value={status}
            onChange={(next) => change({ status: next === 'OPEN' ? null : next, conversation: null })}
          />
          <ErrorNote error={conversations.error} />
          {conversations.isPending ? (
            <p className="loading">{t('console:table.loading')}</p>
          ) : (
            <ConversationList
              conversations={conversations.data ?? []}
              selectedId={selectedId}
              onSelect={(id) => change({ conversation: id })}
            />
          )}
        </section>
        {selectedId ? (
          <LiveChatThread
            merchant={merchant}
            conversationId={selectedId}
            canWrite={canWrite}
            isLive={isLive}
          />
        ) : (
          <section className="live-chat-thread live-chat-empty">
            <p>{t('liveChat.pick')}</p>
          </section>
        )}
      </div>
    </>
  );
}
