import type { TVendor } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { fetchVendors, vendorsKey } from '../../../api/vendors';
import { VendorForm } from './vendor-form';
import '../../../styles/money.css';

const column = createColumnHelper<TVendor>();

/** The merchant's vendor integrations: how each vendor's wallet works and the limits on what a round pays. */
export default function VendorWalletsPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TVendor | 'new' | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('sortOrder', { header: t('vendors.sortOrder'), enableSorting: true }),
      column.accessor('vassalage', { header: t('vendors.vassalage'), enableSorting: true }),
      column.accessor('displayName', { header: t('vendors.displayName'), enableSorting: true }),
      column.accessor('walletMode', {
        header: t('vendors.walletMode'),
        cell: (c) => t(`vendors.walletModes.${c.getValue()}`),
      }),
      column.accessor('isEnabled', {
        header: t('vendors.isEnabled'),
        cell: (c) => (
          <StatusBadge
            tone={c.getValue() ? 'good' : 'neutral'}
            label={t(c.getValue() ? 'vendors.enabled' : 'vendors.disabled')}
          />
        ),
      }),
      column.accessor('launchUrl', { header: t('vendors.launchUrl') }),
      column.accessor((row) => row.ipAllowList.join(' '), { id: 'ips', header: t('vendors.ipAllowList') }),
      column.accessor('maxRoundPayoutMinor', {
        header: t('vendors.maxRoundPayout'),
        cell: (c) => (c.getValue() === null ? t('vendors.noLimit') : formatMinorUnits(c.getValue())),
        meta: {
          align: 'end',
          csv: (row) =>
            row.maxRoundPayoutMinor === null
              ? ''
              : formatMinorUnits(row.maxRoundPayoutMinor).replaceAll(',', ''),
        },
      }),
      column.accessor('maxPayoutMultiple', {
        header: t('vendors.maxPayoutMultiple'),
        cell: (c) => (c.getValue() === null ? t('vendors.noLimit') : `${c.getValue()}×`),
        meta: { align: 'end' },
      }),
      column.accessor('createdAt', {
        header: t('vendors.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('vendors.actionsHeader'),
              cell: (c) => (
                <Button
                  onClick={() => setEditing(c.row.original)}
                  aria-label={`${t('vendors.edit')}: ${c.row.original.vassalage}`}
                >
                  {t('vendors.edit')}
                </Button>
              ),
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, canWrite],
  );
  return (
    <>
      <PageHeader
        title={t('vendors.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('vendors.new')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('vendors.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('vendors.title')}
        queryKey={vendorsKey(merchant)}
        fetchPage={pageLocally((signal) => fetchVendors(merchant, signal))}
        columns={columns}
        getRowId={(row) => row.vassalage}
        csvFileName={`vendor-wallets-${merchant}`}
      />
      {canWrite && editing ? (
        <VendorForm
          merchant={merchant}
          vendor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
