import type { TOpsPaymentMethod } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { pageLocally } from '../../../components/data-table/local-pages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMinorUnits } from '../../../lib/format';
import { fetchPaymentMethods, paymentMethodsKey } from '../api/payment-methods';
import { PaymentMethodForm } from './payment-method-form';
import '../../../styles/money.css';

const column = createColumnHelper<TOpsPaymentMethod>();
const money = (value: number) => formatMinorUnits(value);
const csvMoney = (value: number) => formatMinorUnits(value).replaceAll(',', '');

/** The merchant's deposit methods: limits, the bank account members transfer to, on or off, order. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  // null: closed; 'new': a new method; else the method being edited.
  const [editing, setEditing] = useState<TOpsPaymentMethod | 'new' | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('sortOrder', { header: t('paymentMethods.sortOrder'), enableSorting: true }),
      column.accessor('code', { header: t('paymentMethods.code'), enableSorting: true }),
      column.accessor('displayName', { header: t('paymentMethods.displayName'), enableSorting: true }),
      column.accessor('gateway', {
        header: t('paymentMethods.gateway'),
        cell: (c) => t(`paymentMethods.gateways.${c.getValue()}`),
      }),
      column.accessor('minAmount', {
        header: t('paymentMethods.minAmount'),
        cell: (c) => money(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.minAmount) },
      }),
      column.accessor('maxAmount', {
        header: t('paymentMethods.maxAmount'),
        cell: (c) => money(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.maxAmount) },
      }),
      column.accessor('dailyMaxAmount', {
        header: t('paymentMethods.dailyMaxAmount'),
        cell: (c) => money(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.dailyMaxAmount) },
      }),
      column.accessor(
        (row) =>
          row.bankDetails
            ? `${row.bankDetails.bankName} ${row.bankDetails.accountNumber} (${row.bankDetails.accountName})`
            : '',
        { id: 'bank', header: t('paymentMethods.bank') },
      ),
      column.accessor('isEnabled', {
        header: t('paymentMethods.isEnabled'),
        cell: (c) => (
          <StatusBadge
            tone={c.getValue() ? 'good' : 'neutral'}
            label={t(c.getValue() ? 'paymentMethods.enabled' : 'paymentMethods.disabled')}
          />
        ),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('paymentMethods.actionsHeader'),
              cell: (c) => (
                <Button
                  onClick={() => setEditing(c.row.original)}
                  aria-label={`${t('paymentMethods.edit')}: ${c.row.original.code}`}
                >
                  {t('paymentMethods.edit')}
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
        title={t('paymentMethods.title')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('paymentMethods.new')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('paymentMethods.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('paymentMethods.title')}
        queryKey={paymentMethodsKey(merchant)}
        fetchPage={pageLocally((signal) => fetchPaymentMethods(merchant, signal))}
        columns={columns}
        getRowId={(row) => row.code}
        csvFileName={`payment-methods-${merchant}`}
      />
      {canWrite && editing ? (
        <PaymentMethodForm
          merchant={merchant}
          method={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
