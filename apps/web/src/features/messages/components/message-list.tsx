import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../api/get-messages';
import { MESSAGES_PAGE_SIZE } from '../api/messages-query-keys';
import { useReadAllMessages, useReadMessage } from '../api/read-message';
import { MessageItem } from './message-item';

/** The platform messages, newest first: opening an unread one marks it read; "mark all read" clears all. */
export function MessageList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useMessages(page);
  const readOne = useReadMessage();
  const readAll = useReadAllMessages();

  if (query.isPending) return <Spinner />;
  if (query.isError) return <EmptyState message={t('unknown_error')} />;
  const { list, total } = query.data;
  const hasUnread = list.some((message) => !message.isRead);

  const toggle = (id: string, isRead: boolean) => {
    setOpenId((current) => (current === id ? null : id));
    if (!isRead) readOne.mutate(id);
  };

  return (
    <div data-testid="message-list">
      <div className="message-list__actions">
        <Button
          variant="secondary"
          size="small"
          data-testid="messages-read-all"
          disabled={!hasUnread || readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
        >
          {t('messages_read_all')}
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState message={t('messages_none')} />
      ) : (
        <ul className="message-list">
          {list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isOpen={openId === message.id}
              onToggle={() => toggle(message.id, message.isRead)}
            />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={Math.ceil(total / MESSAGES_PAGE_SIZE)}
        onChange={setPage}
        testIdPrefix="messages-pager"
      />
    </div>
  );
}
