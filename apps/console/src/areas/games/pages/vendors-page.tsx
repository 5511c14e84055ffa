import { canReachOperatorArea, type TVendor } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMinorUnits } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { fetchVendors, setVendorMaintenance, vendorsKey } from '../../../api/vendors';
import { gamesKey } from '../api/games';
import { lanesKey } from '../api/game-vendors';
import { VendorDialog } from './vendor-dialog';

const column = createColumnHelper<TVendor>();

/**
 * The merchant's vendors: their integration (wallet mode, launch address, payout ceiling) and maintenance. The
 * list is the money area's route, so roles outside money see why instead of a refusal.
 */
export default function VendorsPage() {
  const { t } = useTranslation('games');
  const role = useSessionStore((s) => s.operator?.role);
  if (!role || !canReachOperatorArea(role, 'money', true))
    return (
      <>
        <PageHeader title={t('vendors.title')} />
        <p className="note">{t('vendors.moneyOnly')}</p>
      </>
    );
  return <VendorList />;
}

function VendorList() {
  const { t } = useTranslation('games');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<TVendor | 'new' | null>(null);
  const [switching, setSwitching] = useState<TVendor | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('vassalage', { header: t('vendors.vendor'), enableSorting: true }),
      column.accessor('displayName', { header: t('vendors.displayName'), enableSorting: true }),
      column.accessor('walletMode', {
        header: t('vendors.walletMode'),
        cell: (c) => t(`vendors.walletModes.${c.getValue()}`),
        meta: { csv: (row) => row.walletMode },
      }),
      column.accessor('isEnabled', {
        header: t('vendors.enabled'),
        cell: (c) => (c.getValue() ? t('yes') : <StatusBadge label={t('games.disabledBadge')} tone="bad" />),
        meta: { csv: (row) => String(row.isEnabled) },
      }),
      column.accessor('isMaintenance', {
        header: t('vendors.maintenance'),
        cell: (c) =>
          c.getValue() ? (
            <StatusBadge label={t('games.maintenanceBadge')} tone="warn" />
          ) : (
            t('vendors.running')
          ),
        meta: { csv: (row) => String(row.isMaintenance) },
      }),
      column.accessor('launchUrl', { header: t('vendors.launchUrl') }),
      column.accessor('maxRoundPayoutMinor', {
        header: t('vendors.maxRoundPayout'),
        cell: (c) => (c.getValue() === null ? t('vendors.noLimit') : formatMinorUnits(c.getValue())),
        meta: {
          align: 'end',
          csv: (row) => (row.maxRoundPayoutMinor === null ? '' : String(row.maxRoundPayoutMinor)),
        },
      }),
      column.accessor('maxPayoutMultiple', {
        header: t('vendors.maxPayoutMultiple'),
        cell: (c) => (c.getValue() === null ? t('vendors.noLimit') : `${c.getValue()}×`),
        meta: { align: 'end' },
      }),
      column.accessor('sortOrder', {
        header: t('vendors.sortOrder'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (c) => {
                const vendor = c.row.original;
                const action = vendor.isMaintenance ? 'endMaintenance' : 'startMaintenance';
                return (
                  <div className="row-actions">
                    <Button
                      variant={vendor.isMaintenance ? 'secondary' : 'danger'}
                      onClick={() => setSwitching(vendor)}
                      aria-label={`${t(`vendors.${action}`)}: ${vendor.vassalage}`}
                    >
                      {t(`vendors.${action}`)}
                    </Button>
                    <Button
                      onClick={() => setEditing(vendor)}
                      aria-label={`${t('vendors.edit')}: ${vendor.vassalage}`}
                    >
                      {t('vendors.edit')}
                    </Button>
                  </div>
                );
              },
              meta: { isExcludedFromCsv: true },
            }),
          ]
        : []),
    ],
    [t, canWrite],
  );
  const switchAction = switching?.isMaintenance ? 'endMaintenance' : 'startMaintenance';
  return (
    <>
      <PageHeader
        title={t('vendors.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('vendors.add')}
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
        csvFileName={`vendors-${merchant}`}
      />
      {switching ? (
        <ActionDialog
          title={`${t(`vendors.${switchAction}`)}: ${switching.displayName} (${switching.vassalage})`}
          isOpen
          onClose={() => setSwitching(null)}
          run={() => setVendorMaintenance(merchant, switching.vassalage, !switching.isMaintenance)}
          invalidates={[vendorsKey(merchant), gamesKey(merchant), lanesKey(merchant)]}
          reason="none"
          confirmLabel={t(`vendors.${switchAction}`)}
          variant={switching.isMaintenance ? 'primary' : 'danger'}
        >
          <p>{t(`vendors.${switchAction}Help`)}</p>
        </ActionDialog>
      ) : null}
      {editing ? (
        <VendorDialog
          merchant={merchant}
          vendor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
