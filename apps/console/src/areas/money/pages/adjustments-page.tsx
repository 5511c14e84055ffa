import { ADJUSTMENT_STATUSES, type TAdjustment } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { consolePaths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { adjustmentsKey, fetchAdjustments } from '../api/adjustments';
import { AdjustmentActions } from './adjustment-actions';
import { AdjustmentApproval } from './adjustment-approval';
import { AdjustmentForm } from './adjustment-form';
import '../../../styles/money.css';

const column = createColumnHelper<TAdjustment>();
const TONES = { PENDING_APPROVAL: 'warn', APPLIED: 'good', REJECTED: 'neutral' } as const;

/** Manual credits and debits of member wallets; large ones wait for a second operator's approval. */
export default function AdjustmentsPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const username = useSessionStore((s) => s.operator?.username);
  // A member's profile opens the form for that member (?adjust=<username>).
  const [params, setParams] = useSearchParams();
  const adjustFor = params.get('adjust') ?? undefined;
  const [isFormOpen, setIsFormOpen] = useState(adjustFor !== undefined && canWrite);
  const [created, setCreated] = useState<TAdjustment | null>(null);
  const columns = useMemo(() => {
    // The server answers the requester's username: the same name is the reader's own request.
    const isOwn = (adjustment: TAdjustment) => username !== undefined && adjustment.requestedBy === username;
    return [
      column.accessor('id', { header: t('adjustments.id') }),
      column.accessor('createdAt', {
        header: t('adjustments.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('username', { header: t('adjustments.member') }),
      column.accessor('walletCode', { header: t('adjustments.wallet') }),
      column.accessor('amount', {
        header: t('adjustments.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => formatMinorUnits(row.amount).replaceAll(',', '') },
      }),
      column.accessor('reason', { header: t('adjustments.reason') }),
      column.accessor('status', {
        header: t('adjustments.status'),
        cell: (c) => (
          <StatusBadge label={t(`adjustments.statuses.${c.getValue()}`)} tone={TONES[c.getValue()]} />
        ),
        meta: { csv: (row) => row.status },
      }),
      column.accessor('approvalRule', {
        header: t('adjustments.approval'),
        cell: (c) => <AdjustmentApproval adjustment={c.row.original} isOwnRequest={isOwn(c.row.original)} />,
        meta: { csv: (row) => row.approvalRule ?? '' },
      }),
      column.accessor('requestedBy', { header: t('adjustments.requestedBy') }),
      column.accessor((row) => row.approvedBy ?? row.rejectedBy ?? '', {
        id: 'decidedBy',
        header: t('adjustments.decidedBy'),
      }),
      column.accessor('rejectionReason', { header: t('adjustments.rejectionReason') }),
      column.accessor('transactionId', { header: t('adjustments.transactionId') }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('adjustments.actionsHeader'),
              cell: (c) => (
                <AdjustmentActions
                  merchant={merchant}
                  adjustment={c.row.original}
                  isOwnRequest={isOwn(c.row.original)}
                />
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ];
  }, [t, merchant, canWrite, username]);
  const statusOptions = ADJUSTMENT_STATUSES.map((status) => ({
    value: status,
    label: t(`adjustments.statuses.${status}`),
  }));
  return (
    <>
      <PageHeader
        title={t('adjustments.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setIsFormOpen(true)}>
              {t('adjustments.new')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">
          {t('adjustments.lead')}{' '}
          <Link to={consolePaths.areaPage(merchant, 'money', 'dual-control')}>
            {t('adjustments.limitsLink')}
          </Link>
        </p>
      </PageHeader>
      {created ? (
        <p className="note" role="status">
          {t(created.status === 'APPLIED' ? 'adjustments.createdApplied' : 'adjustments.createdPending', {
            id: created.id,
          })}
        </p>
      ) : null}
      <DataTable
        caption={t('adjustments.title')}
        queryKey={adjustmentsKey(merchant)}
        fetchPage={fetchAdjustments(merchant)}
        columns={columns}
        getRowId={(row) => row.id}
        filters={[{ id: 'status', label: t('adjustments.status'), type: 'select', options: statusOptions }]}
        csvFileName={`adjustments-${merchant}`}
      />
      {canWrite ? (
        <AdjustmentForm
          merchant={merchant}
          isOpen={isFormOpen}
          username={adjustFor}
          onClose={() => {
            setIsFormOpen(false);
            if (adjustFor)
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete('adjust');
                  return next;
                },
                { replace: true },
              );
          }}
          onCreated={setCreated}
        />
      ) : null}
    </>
  );
}
