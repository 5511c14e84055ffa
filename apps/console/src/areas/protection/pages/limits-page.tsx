import { PROTECTION_LIMIT_KINDS, type TOpsProtectionLimit } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { consolePaths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { fetchProtectionLimits, protectionLimitsKey } from '../api/limits';

const column = createColumnHelper<TOpsProtectionLimit>();

/** Members' spending limits in force or waiting (an increase or a removal waits 24 hours), newest change first. */
export default function LimitsPage() {
  const { t } = useTranslation('protection');
  const merchant = useMerchantCode();
  const columns = useMemo(() => {
    const pendingText = (row: TOpsProtectionLimit) => {
      if (!row.pendingEffectiveAt) return '';
      const at = formatDateTime(row.pendingEffectiveAt);
      return row.pendingAmount === null
        ? t('limits.pendingRemoval', { at })
        : t('limits.pendingAmount', { amount: formatMinorUnits(row.pendingAmount), at });
    };
    return [
      column.accessor('username', {
        header: t('limits.columns.username'),
        cell: (c) => (
          <Link to={consolePaths.areaPage(merchant, 'members', c.row.original.memberId)}>{c.getValue()}</Link>
        ),
      }),
      column.accessor('memberId', { header: t('limits.columns.memberId') }),
      column.accessor('kind', {
        header: t('limits.columns.kind'),
        cell: (c) => t(`limits.kinds.${c.getValue()}`),
      }),
      column.accessor('period', {
        header: t('limits.columns.period'),
        cell: (c) => t(`limits.periods.${c.getValue()}`),
      }),
      column.accessor('amount', {
        header: t('limits.columns.amount'),
        cell: (c) => (c.getValue() === null ? t('limits.none') : formatMinorUnits(c.getValue())),
        meta: { align: 'end', csv: (row) => (row.amount === null ? '' : String(row.amount)) },
      }),
      column.accessor(pendingText, { id: 'pending', header: t('limits.columns.pending') }),
      column.accessor('updatedAt', {
        header: t('limits.columns.updatedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
    ];
  }, [t, merchant]);
  const kindOptions = PROTECTION_LIMIT_KINDS.map((kind) => ({
    value: kind,
    label: t(`limits.kinds.${kind}`),
  }));
  return (
    <>
      <PageHeader title={t('limits.title')}>
        <p className="page-lead">{t('limits.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('limits.title')}
        queryKey={protectionLimitsKey(merchant)}
        fetchPage={fetchProtectionLimits(merchant)}
        columns={columns}
        getRowId={(row) => `${row.memberId}:${row.kind}:${row.period}`}
        csvFileName={`protection-limits-${merchant}`}
        emptyText={t('limits.empty')}
        filters={[
          { id: 'username', label: t('limits.columns.username'), type: 'text' },
          { id: 'kind', label: t('limits.columns.kind'), type: 'select', options: kindOptions },
        ]}
      />
    </>
  );
}
