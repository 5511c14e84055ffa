import { DEPOSIT_STATUSES, type TOpsDeposit } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { depositsKey, fetchDeposits } from '../api/deposits';
import { DepositActions } from './deposit-actions';
import { DepositProofButton } from './deposit-proof-button';
import '../../../styles/money.css';

const column = createColumnHelper<TOpsDeposit>();
const TONES = {
  CREATED: 'neutral',
  PENDING_REVIEW: 'warn',
  CREDITED: 'good',
  FAILED: 'bad',
  REJECTED: 'neutral',
  EXPIRED: 'neutral',
} as const;

/** The deposit queue: manual bank transfers to check against their proof, approve or reject. */
export default function DepositsPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const operatorId = useSessionStore((s) => s.operator?.id);
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('deposits.id') }),
      column.accessor('createdAt', {
        header: t('deposits.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('username', { header: t('deposits.member') }),
      column.accessor('methodName', { header: t('deposits.method') }),
      column.accessor('amount', {
        header: t('deposits.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => formatMinorUnits(row.amount).replaceAll(',', '') },
      }),
      column.accessor('status', {
        header: t('deposits.status'),
        cell: (c) => (
          <StatusBadge label={t(`deposits.statuses.${c.getValue()}`)} tone={TONES[c.getValue()]} />
        ),
        meta: { csv: (row) => row.status },
      }),
      column.accessor('firstApprovedBy', {
        header: t('deposits.firstApproval'),
        cell: (c) =>
          c.getValue() && c.row.original.status === 'PENDING_REVIEW' ? (
            <StatusBadge
              tone="warn"
              label={
                c.getValue() === operatorId ? t('deposits.awaitingSecondYours') : t('deposits.awaitingSecond')
              }
            />
          ) : null,
        meta: { csv: (row) => row.firstApprovedBy ?? '' },
      }),
      column.accessor('gatewayOrderId', { header: t('deposits.gatewayOrderId') }),
      column.accessor('reason', { header: t('deposits.reason') }),
      column.display({
        id: 'proof',
        header: t('deposits.proof'),
        cell: (c) => <DepositProofButton merchant={merchant} deposit={c.row.original} />,
        meta: { isExcludedFromCsv: true },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('deposits.actionsHeader'),
              cell: (c) => <DepositActions merchant={merchant} deposit={c.row.original} />,
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, merchant, canWrite, operatorId],
  );
  const statusOptions = DEPOSIT_STATUSES.map((status) => ({
    value: status,
    label: t(`deposits.statuses.${status}`),
  }));
  return (
    <>
      <PageHeader title={t('deposits.title')}>
        <p className="page-lead">{t('deposits.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('deposits.title')}
        queryKey={depositsKey(merchant)}
        fetchPage={fetchDeposits(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[{ id: 'status', label: t('deposits.status'), type: 'select', options: statusOptions }]}
        csvFileName={`deposits-${merchant}`}
      />
    </>
  );
}
