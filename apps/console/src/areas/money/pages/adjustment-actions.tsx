import type { TAdjustment } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { formatMinorUnits } from '../../../lib/format';
import { adjustmentsKey, approveAdjustment, rejectAdjustment } from '../api/adjustments';

type TAction = 'approve' | 'reject';

type TAdjustmentActionsProps = {
  merchant: string;
  adjustment: TAdjustment;
  /** Whether the signed-in operator requested it: the server then refuses its approval. */
  isOwnRequest: boolean;
};

/**
 * A pending adjustment's decision. Its requester still sees Approve (the server is the judge and answers
 * SECOND_OPERATOR_REQUIRED, shown in the dialog) but is told beforehand; it may reject, which withdraws it.
 */
export function AdjustmentActions({ merchant, adjustment, isOwnRequest }: TAdjustmentActionsProps) {
  const { t } = useTranslation('money');
  const [open, setOpen] = useState<TAction | null>(null);
  if (adjustment.status !== 'PENDING_APPROVAL') return null;
  const label = `${adjustment.username} · ${formatMinorUnits(adjustment.amount)}`;
  return (
    <div className="row-actions">
      {(['approve', 'reject'] as const).map((action) => (
        <Button
          key={action}
          variant={action === 'reject' ? 'danger' : 'secondary'}
          onClick={() => setOpen(action)}
          aria-label={`${t(`adjustments.actions.${action}`)}: ${label}`}
        >
          {t(`adjustments.actions.${action}`)}
        </Button>
      ))}
      {open ? (
        <ActionDialog
          title={`${t(`adjustments.actions.${open}`)}: ${label}`}
          isOpen
          onClose={() => setOpen(null)}
          run={(reason) =>
            open === 'approve'
              ? approveAdjustment(merchant, adjustment.id)
              : rejectAdjustment(merchant, adjustment.id, reason ?? '')
          }
          invalidates={[adjustmentsKey(merchant)]}
          reason={open === 'reject' ? 'required' : 'none'}
          confirmLabel={t(`adjustments.actions.${open}`)}
          variant={open === 'reject' ? 'danger' : 'primary'}
        >
          <dl className="facts">
            <dt>{t('adjustments.wallet')}</dt>
            <dd>{adjustment.walletCode}</dd>
            <dt>{t('adjustments.reason')}</dt>
            <dd>{adjustment.reason}</dd>
            <dt>{t('adjustments.requestedBy')}</dt>
            <dd>{adjustment.requestedBy}</dd>
          </dl>
          {open === 'approve' ? (
            <p className="note">
              {isOwnRequest ? t('adjustments.ownRequestHelp') : t('adjustments.approveHelp')}
            </p>
          ) : null}
        </ActionDialog>
      ) : null}
    </div>
  );
}
