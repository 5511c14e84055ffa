import { EXCLUSION_KINDS, type TOpsExclusion } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { exclusionsKey, fetchExclusions } from '../api/exclusions';
import { ExclusionActions } from './exclusion-actions';

const column = createColumnHelper<TOpsExclusion>();
const TONES = { active: 'warn', ended: 'neutral', reopened: 'good', lifted: 'good' } as const;
const STATUS_FILTERS = ['active', 'ended', 'all'] as const;

/** Time-outs and self-exclusions of the merchant, in force by default; an early lift needs two operators. */
export default function ExclusionsPage() {
  const { t } = useTranslation('protection');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const columns = useMemo(
    () => [
      column.accessor('username', { header: t('exclusions.member') }),
      column.accessor('kind', {
        header: t('exclusions.kind'),
        cell: (c) => t(`exclusions.kinds.${c.getValue()}`),
        meta: { csv: (row) => row.kind },
      }),
      column.accessor('duration', {
        header: t('exclusions.duration'),
        cell: (c) => t(`exclusions.durations.${c.getValue()}`),
        meta: { csv: (row) => row.duration },
      }),
      column.accessor('startedAt', {
        header: t('exclusions.startedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('until', {
        header: t('exclusions.until'),
        cell: (c) => {
          const until = c.getValue();
          return until ? formatDateTime(until) : t('exclusions.indefinite');
        },
      }),
      column.accessor('reopensAt', {
        header: t('exclusions.reopensAt'),
        cell: (c) => {
          const at = c.getValue();
          return at ? formatDateTime(at) : '';
        },
      }),
      column.accessor('status', {
        header: t('exclusions.status'),
        cell: (c) => (
          <StatusBadge label={t(`exclusions.statuses.${c.getValue()}`)} tone={TONES[c.getValue()]} />
        ),
        meta: { csv: (row) => row.status },
      }),
      column.accessor((row) => row.liftRequest, {
        id: 'liftRequest',
        header: t('exclusions.liftRequest'),
        cell: (c) => {
          const lift = c.getValue();
          return lift
            ? t('exclusions.liftRequested', { by: lift.requestedBy, at: formatDateTime(lift.requestedAt) })
            : '';
        },
        meta: {
          csv: (row) => (row.liftRequest ? `${row.liftRequest.requestedBy}: ${row.liftRequest.reason}` : ''),
        },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('exclusions.actionsHeader'),
              cell: (c) => <ExclusionActions merchant={merchant} exclusion={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  return (
    <>
      <PageHeader title={t('exclusions.title')}>
        <p className="page-lead">{t('exclusions.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('exclusions.title')}
        queryKey={exclusionsKey(merchant)}
        fetchPage={fetchExclusions(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[
          {
            id: 'status',
            label: t('exclusions.status'),
            type: 'select',
            options: STATUS_FILTERS.map((value) => ({ value, label: t(`exclusions.filters.${value}`) })),
          },
          {
            id: 'kind',
            label: t('exclusions.kind'),
            type: 'select',
            options: EXCLUSION_KINDS.map((value) => ({ value, label: t(`exclusions.kinds.${value}`) })),
          },
          { id: 'username', label: t('exclusions.member'), type: 'text' },
        ]}
        csvFileName={`exclusions-${merchant}`}
      />
    </>
  );
}
