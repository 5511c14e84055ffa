import { LANGUAGES, type TLanguage, type TOpsChatMessage, type TOpsChatMute } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import '../../../styles/messages.css';
import '../../../styles/service.css';
import {
  CHAT_MESSAGES_LIMIT,
  chatMessagesKey,
  chatMutesKey,
  fetchChatMessages,
  fetchChatMutes,
  liftChatMute,
} from '../api/chat-room';
import { ChatMessageActions } from './chat-room-actions';
import { ChatRoomSettings } from './chat-room-settings-form';

const messageColumn = createColumnHelper<TOpsChatMessage>();
const muteColumn = createColumnHelper<TOpsChatMute>();

function LiftMute({ merchant, mute }: { merchant: string; mute: TOpsChatMute }) {
  const { t } = useTranslation('service');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)} aria-label={`${t('chatRoom.lift')}: ${mute.username}`}>
        {t('chatRoom.lift')}
      </Button>
      {isOpen ? (
        <ActionDialog
          title={t('chatRoom.liftTitle', { member: mute.username })}
          isOpen
          onClose={() => setIsOpen(false)}
          run={() => liftChatMute(merchant, mute.memberId)}
          invalidates={[chatMutesKey(merchant)]}
          reason="none"
          confirmLabel={t('chatRoom.lift')}
        />
      ) : null}
    </>
  );
}

/** Chat-room moderation: the naming rule and muted words, the latest messages, and who is muted now. */
export default function ChatRoomPage() {
  const { t } = useTranslation('service');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();

  const messageColumns = useMemo(
    () => [
      messageColumn.accessor('createdAt', {
        header: t('chatRoom.sentAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      messageColumn.accessor('language', { header: t('chatRoom.language') }),
      messageColumn.accessor('username', { header: t('chatRoom.member') }),
      messageColumn.accessor('name', { header: t('chatRoom.shownAs') }),
      messageColumn.accessor('text', {
        header: t('chatRoom.text'),
        cell: (c) => <span className="cell-text">{c.getValue()}</span>,
      }),
      ...(canWrite
        ? [
            messageColumn.display({
              id: 'actions',
              header: t('chatRoom.actionsHeader'),
              cell: (c) => <ChatMessageActions merchant={merchant} message={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  const muteColumns = useMemo(
    () => [
      muteColumn.accessor('username', { header: t('chatRoom.member') }),
      muteColumn.accessor('until', {
        header: t('chatRoom.until'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      muteColumn.accessor('reason', { header: t('chatRoom.muteReason') }),
      ...(canWrite
        ? [
            muteColumn.display({
              id: 'actions',
              header: t('chatRoom.actionsHeader'),
              cell: (c) => <LiftMute merchant={merchant} mute={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  // The route answers the latest messages (one language or all) in one list: the language goes to the server,
  // the paging is done here.
  const fetchMessages = (request: TPageRequest, signal?: AbortSignal) =>
    pageLocally((s) => fetchChatMessages(merchant, request.filters.language as TLanguage | undefined, s))(
      request,
      signal,
    );

  return (
    <>
      <PageHeader title={t('chatRoom.title')}>
        <p className="page-lead">{t('chatRoom.lead')}</p>
      </PageHeader>
      <section className="card service-section" aria-labelledby="chat-room-settings">
        <h2 id="chat-room-settings">{t('chatRoom.settings')}</h2>
        <ChatRoomSettings merchant={merchant} canWrite={canWrite} />
      </section>
      <section className="service-section" aria-labelledby="chat-room-messages">
        <h2 id="chat-room-messages">{t('chatRoom.messages')}</h2>
        <p className="page-lead">{t('chatRoom.messagesLead', { count: CHAT_MESSAGES_LIMIT })}</p>
        <DataTable
          caption={t('chatRoom.messages')}
          stateKey="m."
          queryKey={chatMessagesKey(merchant)}
          fetchPage={fetchMessages}
          columns={messageColumns}
          getRowId={(row) => row.id}
          filters={[
            {
              id: 'language',
              label: t('chatRoom.language'),
              type: 'select',
              options: LANGUAGES.map((value) => ({ value, label: value })),
            },
          ]}
          csvFileName={`chat-room-${merchant}`}
        />
      </section>
      <section className="service-section" aria-labelledby="chat-room-mutes">
        <h2 id="chat-room-mutes">{t('chatRoom.mutes')}</h2>
        <DataTable
          caption={t('chatRoom.mutes')}
          stateKey="u."
          queryKey={chatMutesKey(merchant)}
          fetchPage={pageLocally((signal) => fetchChatMutes(merchant, signal))}
          columns={muteColumns}
          getRowId={(row) => row.memberId}
          emptyText={t('chatRoom.noMutes')}
          csvFileName={`chat-mutes-${merchant}`}
        />
      </section>
    </>
  );
}
