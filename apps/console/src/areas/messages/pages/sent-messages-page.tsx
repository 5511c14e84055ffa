import type { TOpsMessage } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import '../../../styles/messages.css';
import { fetchSentMessages, sentMessagesKey } from '../api/sent-messages';
import { ComposeMessageDialog } from './compose-message-dialog';

const column = createColumnHelper<TOpsMessage>();

/** Platform messages sent to members (feedback answers included), newest first, and the form to send one. */
export default function SentMessagesPage() {
  const { t } = useTranslation('messages');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [isComposing, setIsComposing] = useState(false);
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('sent.id') }),
      column.accessor('createdAt', {
        header: t('sent.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('kind', {
        header: t('sent.kind'),
        cell: (c) => t(`sent.kinds.${c.getValue()}`),
        meta: { csv: (row) => row.kind },
      }),
      column.accessor('audience', {
        header: t('sent.audience'),
        cell: (c) => t(`sent.audiences.${c.getValue()}`),
        meta: { csv: (row) => row.audience },
      }),
      column.accessor('target', { header: t('sent.target') }),
      column.accessor('title', {
        header: t('sent.titleField'),
        // A feedback answer's title is a key the site translates for the member.
        cell: (c) =>
          c.row.original.kind === 'FEEDBACK_ANSWER' ? t('sent.feedbackAnswerTitle') : c.getValue(),
      }),
      column.accessor('content', {
        header: t('sent.content'),
        cell: (c) => <span className="cell-text">{c.getValue()}</span>,
      }),
      column.accessor('readCount', { header: t('sent.readCount'), meta: { align: 'end' } }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('sent.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setIsComposing(true)}>
              {t('sent.compose')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('sent.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('sent.title')}
        queryKey={sentMessagesKey(merchant)}
        fetchPage={fetchSentMessages(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={`messages-${merchant}`}
      />
      {isComposing ? (
        <ComposeMessageDialog merchant={merchant} onClose={() => setIsComposing(false)} />
      ) : null}
    </>
  );
}
