import {
  ADJUSTMENT_STATUSES,
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  type TAdjustment,
  type TOpsDeposit,
  type TOpsWithdrawal,
} from '@kirin/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import {
  fetchMemberAdjustments,
  fetchMemberDeposits,
  fetchMemberWithdrawals,
  memberAdjustmentsKey,
  memberDepositsKey,
  memberWithdrawalsKey,
} from '../api/member-money';

// Read-only: deciding a deposit, a withdrawal or an adjustment stays in the money area's queues (dual control).

type TMoneyTabProps = { merchant: string; memberId: string };
const csvMoney = (value: number | string) => formatMinorUnits(value).replaceAll(',', '');
const deposit = createColumnHelper<TOpsDeposit>();
const withdrawal = createColumnHelper<TOpsWithdrawal>();
const adjustment = createColumnHelper<TAdjustment>();

/** The member's deposits (the deposit queue filtered by memberId). */
export function MemberDepositsTab({ merchant, memberId }: TMoneyTabProps) {
  const { t } = useTranslation('members');
  const columns = useMemo(
    () => [
      deposit.accessor('id', { header: t('money.id') }),
      deposit.accessor('createdAt', {
        header: t('money.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      deposit.accessor('methodName', { header: t('money.method') }),
      deposit.accessor('amount', {
        header: t('money.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.amount) },
      }),
      deposit.accessor('status', {
        header: t('money.status'),
        cell: (c) => t(`money.depositStatuses.${c.getValue()}`),
        meta: { csv: (row) => row.status },
      }),
      deposit.accessor('reviewedBy', { header: t('money.decidedBy') }),
      deposit.accessor('reason', { header: t('money.reason') }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('tabs.deposits')}
      stateKey="d."
      queryKey={memberDepositsKey(merchant, memberId)}
      fetchPage={fetchMemberDeposits(merchant, memberId)}
      columns={columns}
      getRowId={(row) => row.id}
      filters={[
        {
          id: 'status',
          label: t('money.status'),
          type: 'select',
          options: DEPOSIT_STATUSES.map((value) => ({ value, label: t(`money.depositStatuses.${value}`) })),
        },
      ]}
      csvFileName={`member-${memberId}-deposits`}
    />
  );
}

/** The member's withdrawals (the withdrawal queue filtered by memberId), bank accounts in full. */
export function MemberWithdrawalsTab({ merchant, memberId }: TMoneyTabProps) {
  const { t } = useTranslation('members');
  const columns = useMemo(
    () => [
      withdrawal.accessor('id', { header: t('money.id') }),
      withdrawal.accessor('createdAt', {
        header: t('money.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      withdrawal.accessor('amount', {
        header: t('money.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.amount) },
      }),
      withdrawal.accessor('currency', { header: t('money.currency') }),
      withdrawal.accessor((row) => `${row.bankName} ${row.accountNumber}`, {
        id: 'bank',
        header: t('money.bank'),
      }),
      withdrawal.accessor('accountName', { header: t('money.accountName') }),
      withdrawal.accessor('status', {
        header: t('money.status'),
        cell: (c) => t(`money.withdrawalStatuses.${c.getValue()}`),
        meta: { csv: (row) => row.status },
      }),
      withdrawal.accessor('reason', { header: t('money.reason') }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('tabs.withdrawals')}
      stateKey="w."
      queryKey={memberWithdrawalsKey(merchant, memberId)}
      fetchPage={fetchMemberWithdrawals(merchant, memberId)}
      columns={columns}
      getRowId={(row) => row.id}
      filters={[
        {
          id: 'status',
          label: t('money.status'),
          type: 'select',
          options: WITHDRAWAL_STATUSES.map((value) => ({
            value,
            label: t(`money.withdrawalStatuses.${value}`),
          })),
        },
      ]}
      csvFileName={`member-${memberId}-withdrawals`}
    />
  );
}

/** The member's manual adjustments (the adjustment list filtered by memberId). */
export function MemberAdjustmentsTab({ merchant, memberId }: TMoneyTabProps) {
  const { t } = useTranslation('members');
  const columns = useMemo(
    () => [
      adjustment.accessor('id', { header: t('money.id') }),
      adjustment.accessor('createdAt', {
        header: t('money.createdAt'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      adjustment.accessor('walletCode', { header: t('money.wallet') }),
      adjustment.accessor('amount', {
        header: t('money.amount'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.amount) },
      }),
      adjustment.accessor('status', {
        header: t('money.status'),
        cell: (c) => t(`money.adjustmentStatuses.${c.getValue()}`),
        meta: { csv: (row) => row.status },
      }),
      adjustment.accessor('reason', { header: t('money.reason') }),
      adjustment.accessor('requestedBy', { header: t('money.requestedBy') }),
      adjustment.accessor((row) => row.approvedBy ?? row.rejectedBy ?? '', {
        id: 'decidedBy',
        header: t('money.decidedBy'),
      }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('tabs.adjustments')}
      stateKey="a."
      queryKey={memberAdjustmentsKey(merchant, memberId)}
      fetchPage={fetchMemberAdjustments(merchant, memberId)}
      columns={columns}
      getRowId={(row) => row.id}
      filters={[
        {
          id: 'status',
          label: t('money.status'),
          type: 'select',
          options: ADJUSTMENT_STATUSES.map((value) => ({
            value,
            label: t(`money.adjustmentStatuses.${value}`),
          })),
        },
      ]}
      csvFileName={`member-${memberId}-adjustments`}
    />
  );
}
