import { TRANSACTION_TYPES, type TTransactionLine } from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { fetchMemberLedger, memberLedgerKey } from '../api/member-history';

const column = createColumnHelper<TTransactionLine>();
const csvMoney = (value: number | string) => formatMinorUnits(value).replaceAll(',', '');

type TLedgerTabProps = { merchant: string; memberId: string; walletCodes: readonly string[] };

/** The member's account record (the ledger's entries), newest first, by inclusive days, type and wallet. */
export function MemberLedgerTab({ merchant, memberId, walletCodes }: TLedgerTabProps) {
  const { t } = useTranslation('members');
  const columns = useMemo(
    () => [
      column.accessor('time', { header: t('ledger.time'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('type', {
        header: t('ledger.type'),
        cell: (c) => t(`transactionTypes.${c.getValue()}`),
      }),
      column.accessor('walletCode', { header: t('ledger.wallet') }),
      column.accessor('amount', {
        header: t('ledger.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.amount) },
      }),
      column.accessor('balanceAfter', {
        header: t('ledger.balanceAfter'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.balanceAfter) },
      }),
      column.accessor('reference', { header: t('ledger.reference') }),
      column.accessor('memo', { header: t('ledger.memo') }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('tabs.ledger')}
      stateKey="g."
      queryKey={memberLedgerKey(merchant, memberId)}
      fetchPage={fetchMemberLedger(merchant, memberId)}
      columns={columns}
      getRowId={(row) => row.id}
      filters={[
        { id: 'from', label: t('filters.from'), type: 'date' },
        { id: 'to', label: t('filters.to'), type: 'date' },
        {
          id: 'type',
          label: t('ledger.type'),
          type: 'select',
          options: TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactionTypes.${type}`) })),
        },
        {
          id: 'walletCode',
          label: t('ledger.wallet'),
          type: 'select',
          options: walletCodes.map((code) => ({ value: code, label: code })),
        },
      ]}
      csvFileName={`member-${memberId}-ledger`}
    />
  );
}
