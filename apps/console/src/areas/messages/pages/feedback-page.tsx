import type { TFeedbackStatus, TOpsFeedback } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { FilterTabs } from '../../../components/ui/filter-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import '../../../styles/messages.css';
import { feedbackKey, fetchFeedback } from '../api/feedback';
import { FeedbackDialog } from './feedback-dialog';

const column = createColumnHelper<TOpsFeedback>();
const VIEWS = ['OPEN', 'ANSWERED', 'ALL'] as const;
type TView = (typeof VIEWS)[number];
/** The inbox opens on what still needs an answer; the view is kept in the address like the table's state. */
const VIEW_PARAM = 'view';

function viewOf(value: string | null): TView {
  return (VIEWS as readonly string[]).includes(value ?? '') ? (value as TView) : 'OPEN';
}

/** The feedback inbox: unanswered first (oldest waiting at the top), each with its text, images and answer. */
export default function FeedbackPage() {
  const { t } = useTranslation('messages');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get(VIEW_PARAM));
  const [opened, setOpened] = useState<TOpsFeedback | null>(null);
  const status: TFeedbackStatus | undefined = view === 'ALL' ? undefined : view;

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('feedback.id') }),
      column.accessor('createdAt', {
        header: t('feedback.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('username', { header: t('feedback.member') }),
      column.accessor('type', {
        header: t('feedback.type'),
        cell: (c) => t(`feedback.types.${c.getValue()}`),
        meta: { csv: (row) => row.type },
      }),
      column.accessor('content', {
        header: t('feedback.content'),
        cell: (c) => <span className="cell-text">{c.getValue()}</span>,
      }),
      column.accessor('imageCount', { header: t('feedback.images'), meta: { align: 'end' } }),
      column.accessor('status', {
        header: t('feedback.status'),
        cell: (c) => (
          <StatusBadge
            label={t(`feedback.statuses.${c.getValue()}`)}
            tone={c.getValue() === 'ANSWERED' ? 'good' : 'warn'}
          />
        ),
        meta: { csv: (row) => row.status },
      }),
      column.accessor('answer', {
        header: t('feedback.answer'),
        cell: (c) => <span className="cell-text">{c.getValue()}</span>,
      }),
      column.accessor('answeredAt', {
        header: t('feedback.answeredAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.display({
        id: 'open',
        header: t('feedback.actionsHeader'),
        cell: (c) => {
          const row = c.row.original;
          const action = canWrite && row.status === 'OPEN' ? 'answer' : 'view';
          return (
            <Button
              variant={action === 'answer' ? 'primary' : 'secondary'}
              onClick={() => setOpened(row)}
              aria-label={`${t(`feedback.actions.${action}`)}: ${row.username} #${row.id}`}
            >
              {t(`feedback.actions.${action}`)}
            </Button>
          );
        },
        meta: { isExcludedFromCsv: true },
      }),
    ],
    [t, canWrite],
  );

  function changeView(next: TView) {
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'OPEN') changed.delete(VIEW_PARAM);
      else changed.set(VIEW_PARAM, next);
      changed.delete('page');
      return changed;
    });
  }

  return (
    <>
      <PageHeader title={t('feedback.title')}>
        <p className="page-lead">{t('feedback.lead')}</p>
      </PageHeader>
      <FilterTabs
        label={t('feedback.view')}
        options={VIEWS.map((value) => ({ value, label: t(`feedback.views.${value}`) }))}
        value={view}
        onChange={changeView}
      />
      <DataTable
        caption={t('feedback.title')}
        queryKey={[...feedbackKey(merchant), view]}
        fetchPage={fetchFeedback(merchant, status)}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={`feedback-${merchant}-${view.toLowerCase()}`}
        emptyText={view === 'OPEN' ? t('feedback.noneOpen') : undefined}
      />
      {opened ? (
        <FeedbackDialog
          merchant={merchant}
          feedback={opened}
          canAnswer={canWrite}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
