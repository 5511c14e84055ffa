import type { TAdjustment } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/**
 * Why an adjustment needed (or needs) a second operator: above the single-adjustment limit, or above what its
 * requester may apply alone in a day. A pending one says whether it waits for someone else than the reader.
 */
export function AdjustmentApproval({
  adjustment,
  isOwnRequest,
}: {
  adjustment: TAdjustment;
  isOwnRequest: boolean;
}) {
  const { t } = useTranslation('money');
  if (!adjustment.approvalRule) return <span>{t('adjustments.appliedAlone')}</span>;
  const rule = t(`adjustments.rules.${adjustment.approvalRule}`);
  if (adjustment.status !== 'PENDING_APPROVAL') return <span>{rule}</span>;
  return (
    <span className="approval-cell">
      <StatusBadge
        tone="warn"
        label={isOwnRequest ? t('adjustments.awaitingOtherOperator') : t('adjustments.awaitingSecond')}
      />{' '}
      <span className="muted">{rule}</span>
    </span>
  );
}
