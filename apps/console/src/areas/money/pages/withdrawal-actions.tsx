import type { TOpsWithdrawal } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { formatMinorUnits } from '../../../lib/format';
import {
  approveWithdrawal,
  fetchWithdrawalProof,
  markWithdrawalPaid,
  rejectWithdrawal,
  resolveWithdrawalDispute,
  withdrawalsKey,
} from '../api/withdrawals';
import { ProofImage } from './proof-image';

type TAction = 'approve' | 'reject' | 'paid' | 'received' | 'refunded';

/** The actions a withdrawal's status allows (the server checks them again). */
function actionsFor(status: TOpsWithdrawal['status']): TAction[] {
  switch (status) {
    case 'REQUESTED':
      return ['approve', 'reject'];
    case 'APPROVED':
      return ['paid', 'reject'];
    case 'DISPUTED':
      return ['received', 'refunded'];
    case 'REJECTED':
    case 'PAID':
    case 'CONFIRMED':
    case 'AUTO_RECEIVED':
      return [];
  }
}

export function WithdrawalActions({
  merchant,
  withdrawal,
}: {
  merchant: string;
  withdrawal: TOpsWithdrawal;
}) {
  const { t } = useTranslation('money');
  const [open, setOpen] = useState<TAction | null>(null);
  const runners: Record<TAction, (reason?: string) => Promise<unknown>> = {
    approve: (reason) => approveWithdrawal(merchant, withdrawal.id, reason),
    reject: (reason) => rejectWithdrawal(merchant, withdrawal.id, reason),
    paid: (reason) => markWithdrawalPaid(merchant, withdrawal.id, reason),
    received: (reason) =>
      resolveWithdrawalDispute(merchant, withdrawal.id, { outcome: 'RECEIVED', reason: reason ?? '' }),
    refunded: (reason) =>
      resolveWithdrawalDispute(merchant, withdrawal.id, { outcome: 'REFUNDED', reason: reason ?? '' }),
  };
  const actions = actionsFor(withdrawal.status);
  if (actions.length === 0) return null;
  const label = `${withdrawal.username} · ${formatMinorUnits(withdrawal.amount)} ${withdrawal.currency}`;
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'reject' ? 'danger' : 'secondary'}
          onClick={() => setOpen(action)}
          aria-label={`${t(`withdrawals.actions.${action}`)}: ${label}`}
        >
          {t(`withdrawals.actions.${action}`)}
        </Button>
      ))}
      {open ? (
        <ActionDialog
          title={`${t(`withdrawals.actions.${open}`)}: ${label}`}
          isOpen
          onClose={() => setOpen(null)}
          run={runners[open]}
          invalidates={[withdrawalsKey(merchant)]}
          reason={open === 'reject' || open === 'received' || open === 'refunded' ? 'required' : 'optional'}
          confirmLabel={t(`withdrawals.actions.${open}`)}
          variant={open === 'reject' ? 'danger' : 'primary'}
        >
          <dl className="facts">
            <dt>{t('withdrawals.bank')}</dt>
            <dd>
              {withdrawal.bankName} {withdrawal.branch ?? ''}
            </dd>
            <dt>{t('withdrawals.accountName')}</dt>
            <dd>{withdrawal.accountName}</dd>
            <dt>{t('withdrawals.accountNumber')}</dt>
            <dd>
              <code>{withdrawal.accountNumber}</code>
            </dd>
          </dl>
          {open === 'received' || open === 'refunded' ? (
            <>
              <p>{t(`withdrawals.disputeHelp.${open}`)}</p>
              {withdrawal.hasProof ? (
                <ProofImage
                  queryKey={['money', merchant, 'withdrawal-proof', withdrawal.id]}
                  load={() => fetchWithdrawalProof(merchant, withdrawal.id)}
                  alt={t('withdrawals.proof')}
                />
              ) : null}
            </>
          ) : null}
        </ActionDialog>
      ) : null}
    </div>
  );
}
