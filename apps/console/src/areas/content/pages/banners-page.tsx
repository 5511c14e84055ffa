import type { TOpsBanner } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { banners, bannerSaveOf } from '../api/banners';
import { DeleteAction } from '../components/delete-action';
import { useLanguageOptions } from '../components/language-field';
import { ScheduleAction } from '../components/schedule-action';
import { SCHEDULE_STATES, SCHEDULE_TONES, scheduleStateOf } from '../lib/schedule';
import { BannerDialog } from './banner-dialog';

const column = createColumnHelper<TOpsBanner>();

const fetchBanners = (merchant: string) => (request: TPageRequest, signal?: AbortSignal) =>
  pageLocally(
    (s) => banners.list(merchant, request.filters.language, s),
    (row: TOpsBanner, filters) => !filters.state || scheduleStateOf(row) === filters.state,
  )(request, signal);

/** A banner as the operator knows it: its title, else its picture's address. */
const nameOf = (banner: TOpsBanner) => banner.title || banner.imageUrl;

function BannerActions({ merchant, banner }: { merchant: string; banner: TOpsBanner }) {
  const { t } = useTranslation('content');
  const [isEditing, setIsEditing] = useState(false);
  const key = [banners.key(merchant)];
  return (
    <div className="row-actions">
      <Button onClick={() => setIsEditing(true)} aria-label={`${t('actions.edit')}: ${nameOf(banner)}`}>
        {t('actions.edit')}
      </Button>
      <ScheduleAction
        name={nameOf(banner)}
        state={scheduleStateOf(banner)}
        invalidates={key}
        run={(change) => {
          const now = new Date().toISOString();
          const changes = change === 'publish' ? { startsAt: now, endsAt: null } : { endsAt: now };
          return banners.update(merchant, banner.id, bannerSaveOf(banner, changes));
        }}
      />
      <DeleteAction name={nameOf(banner)} invalidates={key} run={() => banners.remove(merchant, banner.id)} />
      {isEditing ? (
        <BannerDialog merchant={merchant} banner={banner} onClose={() => setIsEditing(false)} />
      ) : null}
    </div>
  );
}

/** The home page's banners: pictures by URL (no upload route exists), per language, on a schedule. */
export default function BannersPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [isAdding, setIsAdding] = useState(false);
  const languageOptions = useLanguageOptions();
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('fields.bannerTitle'), enableSorting: true }),
      column.accessor('imageUrl', {
        header: t('fields.imageUrl'),
        cell: (c) => <code>{c.getValue()}</code>,
      }),
      column.accessor('linkUrl', { header: t('fields.linkUrl') }),
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
      column.accessor('sortOrder', {
        header: t('fields.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('updatedAt', {
        header: t('fields.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions.header'),
              cell: (c) => <BannerActions merchant={merchant} banner={c.row.original} />,
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
        title={t('banners.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setIsAdding(true)}>
              {t('banners.new')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('banners.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('banners.title')}
        queryKey={banners.key(merchant)}
        fetchPage={fetchBanners(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          { id: 'language', label: t('fields.language'), type: 'select', options: languageOptions },
          {
            id: 'state',
            label: t('fields.state'),
            type: 'select',
            options: SCHEDULE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          },
        ]}
        csvFileName={`banners-${merchant}`}
      />
      {isAdding ? <BannerDialog merchant={merchant} onClose={() => setIsAdding(false)} /> : null}
    </>
  );
}
