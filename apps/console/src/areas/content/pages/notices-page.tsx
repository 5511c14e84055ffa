import { NOTICE_TYPES, type TOpsNotice } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { notices, noticeSaveOf } from '../api/notices';
import { useLanguageOptions } from '../components/language-field';
import { DeleteAction } from '../components/delete-action';
import { ScheduleAction } from '../components/schedule-action';
import { contentPaths, NEW_ID } from '../lib/content-paths';
import { SCHEDULE_STATES, SCHEDULE_TONES, scheduleStateOf } from '../lib/schedule';

const column = createColumnHelper<TOpsNotice>();

/** The route filters by language; type and state are filtered here (the list is the merchant's whole set). */
const fetchNotices = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  pageLocally(
    (s) => notices.list(merchant, request.filters.language, s),
    (row: TOpsNotice, filters) =>
      (!filters.type || row.type === filters.type) &&
      (!filters.state || scheduleStateOf(row) === filters.state),
  )(request, signal);

function NoticeActions({ merchant, notice }: { merchant: string; notice: TOpsNotice }) {
  const { t } = useTranslation('content');
  const key = [notices.key(merchant)];
  return (
    <div className="row-actions">
      <Link
        className="button button-secondary"
        to={contentPaths.notice(merchant, notice.id)}
        aria-label={`${t('actions.edit')}: ${notice.title}`}
      >
        {t('actions.edit')}
      </Link>
      <ScheduleAction
        name={notice.title}
        state={scheduleStateOf(notice)}
        invalidates={key}
        run={(change) => {
          const now = new Date().toISOString();
          const changes = change === 'publish' ? { startsAt: now, endsAt: null } : { endsAt: now };
          return notices.update(merchant, notice.id, noticeSaveOf(notice, changes));
        }}
      />
      <DeleteAction name={notice.title} invalidates={key} run={() => notices.remove(merchant, notice.id)} />
    </div>
  );
}

/** Notices and announcements of the site: what is live, scheduled or ended, per language. */
export default function NoticesPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const languageOptions = useLanguageOptions();
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('fields.title'), enableSorting: true }),
      column.accessor('type', {
        header: t('fields.noticeType'),
        cell: (c) => t(`noticeTypes.${c.getValue()}`),
      }),
      column.accessor('language', { header: t('fields.language'), enableSorting: true }),
      column.accessor((row) => scheduleStateOf(row), {
        id: 'state',
        header: t('fields.state'),
        cell: (c) => <StatusBadge label={t(`states.${c.getValue()}`)} tone={SCHEDULE_TONES[c.getValue()]} />,
      }),
      column.accessor('startsAt', {
        header: t('fields.startsAt'),
        cell: (c) => formatDateTime(c.getValue()),
        enableSorting: true,
      }),
      column.accessor('endsAt', { header: t('fields.endsAt'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('isPopup', {
        header: t('fields.popupShort'),
        cell: (c) => (c.getValue() ? t('yes') : t('no')),
      }),
      column.accessor('audience', {
        header: t('fields.audience'),
        cell: (c) => t(`audiences.${c.getValue()}`),
      }),
      column.accessor('sortOrder', {
        header: t('fields.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('updatedAt', {
        header: t('fields.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
        enableSorting: true,
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions.header'),
              cell: (c) => <NoticeActions merchant={merchant} notice={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  return (
    <>
      <PageHeader
        title={t('notices.title')}
        actions={
          canWrite ? (
            <Link className="button button-primary" to={contentPaths.notice(merchant, NEW_ID)}>
              {t('notices.new')}
            </Link>
          ) : null
        }
      >
        <p className="page-lead">{t('notices.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('notices.title')}
        queryKey={notices.key(merchant)}
        fetchPage={fetchNotices(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'language', label: t('fields.language'), type: 'select', options: languageOptions },
          {
            id: 'type',
            label: t('fields.noticeType'),
            type: 'select',
            options: NOTICE_TYPES.map((type) => ({ value: type, label: t(`noticeTypes.${type}`) })),
          },
          {
            id: 'state',
            label: t('fields.state'),
            type: 'select',
            options: SCHEDULE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          },
        ]}
        csvFileName={`notices-${merchant}`}
      />
    </>
  );
}
