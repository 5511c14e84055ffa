import { OUTBOX_CHANNELS, type TOutboxMessage } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { fetchOutbox, OUTBOX_LIMIT, outboxKey } from '../api/outbox';

const column = createColumnHelper<TOutboxMessage>();
const TONES = { STORED: 'neutral', SENT: 'good', FAILED: 'bad' } as const;

/**
 * The SMS and e-mails the merchant sent, newest first (demo installs only: elsewhere the server refuses, and
 * the page says why). The route filters by channel and exact destination and answers at most 200.
 */
export default function OutboxPage() {
  const { t } = useTranslation('platform');
  const merchant = useMerchantCode();
  const fetchPage = useMemo(
    () => (request: TPageRequest, signal?: AbortSignal) =>
      pageLocally((s) => fetchOutbox(merchant, request.filters, s))(request, signal),
    [merchant],
  );
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('outbox.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('channel', { header: t('outbox.channel') }),
      column.accessor('destination', { header: t('outbox.destination') }),
      column.accessor('subject', { header: t('outbox.subject') }),
      column.accessor('body', { header: t('outbox.body') }),
      column.accessor('status', {
        header: t('outbox.status'),
        cell: (c) => <StatusBadge label={t(`outbox.statuses.${c.getValue()}`)} tone={TONES[c.getValue()]} />,
        meta: { csv: (row) => row.status },
      }),
      column.accessor('error', { header: t('outbox.error') }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('outbox.title')}>
        <p className="page-lead">{t('outbox.lead', { limit: OUTBOX_LIMIT })}</p>
      </PageHeader>
      <DataTable
        caption={t('outbox.title')}
        queryKey={outboxKey(merchant)}
        fetchPage={fetchPage}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          {
            id: 'channel',
            label: t('outbox.channel'),
            type: 'select',
            options: OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: channel })),
          },
          { id: 'destination', label: t('outbox.destination'), type: 'text' },
        ]}
        csvFileName={`outbox-${merchant}`}
      />
    </>
  );
}
