import { KYC_STATUSES, type TOpsKycQueueRow } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { consolePaths } from '../../../app/paths';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { fetchKycQueue, kycKey } from '../api/kyc';
import { KycStatusBadge } from './kyc-status-badge';

const column = createColumnHelper<TOpsKycQueueRow>();

/** KYC review: members who sent documents, pending first and oldest first; each opens its documents. */
export default function KycQueuePage() {
  const { t } = useTranslation('protection');
  const merchant = useMerchantCode();
  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: t('kyc.member'),
        cell: (c) => (
          <Link to={consolePaths.areaPage(merchant, 'protection', `kyc/${c.row.original.memberId}`)}>
            {c.getValue()}
          </Link>
        ),
      }),
      column.accessor('realName', { header: t('kyc.realName') }),
      column.accessor('status', {
        header: t('kyc.status'),
        cell: (c) => <KycStatusBadge status={c.getValue()} />,
        meta: { csv: (row) => row.status },
      }),
      column.accessor('pendingDocuments', { header: t('kyc.pendingDocuments'), meta: { align: 'end' } }),
      column.accessor('submittedAt', {
        header: t('kyc.submittedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('reviewedAt', {
        header: t('kyc.reviewedAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
    ],
    [t, merchant],
  );
  const statusOptions = KYC_STATUSES.filter((status) => status !== 'none').map((status) => ({
    value: status,
    label: t(`kyc.statuses.${status}`),
  }));
  return (
    <>
      <PageHeader title={t('kyc.title')}>
        <p className="page-lead">{t('kyc.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('kyc.title')}
        queryKey={kycKey(merchant)}
        fetchPage={fetchKycQueue(merchant)}
        columns={columns}
        getRowId={(row) => row.memberId}
        filters={[{ id: 'status', label: t('kyc.status'), type: 'select', options: statusOptions }]}
        csvFileName={`kyc-${merchant}`}
      />
    </>
  );
}
