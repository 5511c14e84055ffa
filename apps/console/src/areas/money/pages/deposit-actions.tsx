import type { TOpsDeposit } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { approveDeposit, depositsKey, fetchDepositProof, rejectDeposit } from '../api/deposits';
import { ProofImage } from './proof-image';

type TAction = 'approve' | 'reject';

/** What a deposit's status allows (the server checks again): only a manual transfer under review is approved. */
function actionsFor(deposit: TOpsDeposit): TAction[] {
  switch (deposit.status) {
    case 'PENDING_REVIEW':
      return deposit.gateway === 'MANUAL_BANK' ? ['approve', 'reject'] : ['reject'];
    case 'CREATED':
      return ['reject'];
    case 'CREDITED':
    case 'FAILED':
    case 'REJECTED':
    case 'EXPIRED':
      return [];
  }
}

export function DepositActions({ merchant, deposit }: { merchant: string; deposit: TOpsDeposit }) {
  const { t } = useTranslation('money');
  const [open, setOpen] = useState<TAction | null>(null);
  const actions = actionsFor(deposit);
  if (actions.length === 0) return null;
  const label = `${deposit.username} · ${formatMinorUnits(deposit.amount)}`;
  const run = (reason: string | undefined) =>
    open === 'approve'
      ? approveDeposit(merchant, deposit.id, reason)
      : rejectDeposit(merchant, deposit.id, reason ?? '');
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'reject' ? 'danger' : 'secondary'}
          onClick={() => setOpen(action)}
          aria-label={`${t(`deposits.actions.${action}`)}: ${label}`}
        >
          {t(`deposits.actions.${action}`)}
        </Button>
      ))}
      {open ? (
        <ActionDialog
          title={`${t(`deposits.actions.${open}`)}: ${label}`}
          isOpen
          onClose={() => setOpen(null)}
          run={run}
          invalidates={[depositsKey(merchant)]}
          reason={open === 'reject' ? 'required' : 'optional'}
          confirmLabel={t(`deposits.actions.${open}`)}
          variant={open === 'reject' ? 'danger' : 'primary'}
        >
          <dl className="facts">
            <dt>{t('deposits.method')}</dt>
            <dd>{deposit.methodName}</dd>
            <dt>{t('deposits.createdAt')}</dt>
            <dd>{formatDateTime(deposit.createdAt)}</dd>
            {deposit.gatewayOrderId ? (
              <>
                <dt>{t('deposits.gatewayOrderId')}</dt>
                <dd>
                  <code>{deposit.gatewayOrderId}</code>
                </dd>
              </>
            ) : null}
          </dl>
          {open === 'approve' && deposit.firstApprovedBy ? (
            <p className="note">{t('deposits.secondApprovalHelp')}</p>
          ) : null}
          {deposit.hasProof ? (
            <ProofImage
              queryKey={['money', merchant, 'deposit-proof', deposit.id]}
              load={() => fetchDepositProof(merchant, deposit.id)}
              alt={t('deposits.proof')}
            />
          ) : null}
        </ActionDialog>
      ) : null}
    </div>
  );
}
