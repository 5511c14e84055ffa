import { WITHDRAWAL_STATUSES, type TOpsWithdrawal } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { fetchWithdrawals, withdrawalsKey } from '../api/withdrawals';
import { WithdrawalActions } from './withdrawal-actions';

const column = createColumnHelper<TOpsWithdrawal>();
const TONES = {
  REQUESTED: 'warn',
  APPROVED: 'warn',
  DISPUTED: 'bad',
  REJECTED: 'neutral',
  PAID: 'good',
  CONFIRMED: 'good',
  AUTO_RECEIVED: 'good',
} as const;

/** The withdrawal queue: approve, pay (after sending the money), reject, and settle disputes. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('withdrawals.id') }),
      column.accessor('createdAt', {
        header: t('withdrawals.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('username', { header: t('withdrawals.member') }),
      column.accessor('amount', {
        header: t('withdrawals.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => formatMinorUnits(row.amount).replaceAll(',', '') },
      }),
      column.accessor('currency', { header: t('withdrawals.currency') }),
      column.accessor((row) => `${row.bankName} ${row.accountNumber}`, {
        id: 'bank',
        header: t('withdrawals.bank'),
      }),
      column.accessor('accountName', { header: t('withdrawals.accountName') }),
      column.accessor('status', {
        header: t('withdrawals.status'),
        cell: (c) => (
          <StatusBadge label={t(`withdrawals.statuses.${c.getValue()}`)} tone={TONES[c.getValue()]} />
        ),
        meta: { csv: (row) => row.status },
      }),
      column.accessor('reason', { header: t('withdrawals.reason') }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('withdrawals.actionsHeader'),
              cell: (c) => <WithdrawalActions merchant={merchant} withdrawal={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite],
  );
  const statusOptions = WITHDRAWAL_STATUSES.map((status) => ({
    value: status,
    label: t(`withdrawals.statuses.${status}`),
  }));
  return (
    <>
      <PageHeader title={t('withdrawals.title')}>
        <p className="page-lead">{t('withdrawals.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('withdrawals.title')}
        queryKey={withdrawalsKey(merchant)}
        fetchPage={fetchWithdrawals(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[{ id: 'status', label: t('withdrawals.status'), type: 'select', options: statusOptions }]}
        csvFileName={`withdrawals-${merchant}`}
      />
    </>
  );
}
