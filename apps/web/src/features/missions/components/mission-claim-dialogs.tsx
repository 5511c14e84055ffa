import type { TMissionClaimed } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { AmountConfirmDialog } from '../../../components/ui/amount-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../wallet/components/money';

/** Asks before paying: the mission's reward and where it goes. */
export function MissionConfirmDialog({
  name,
  ...dialog
}: {
  name: string;
  amount: number;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AmountConfirmDialog
      name="mission"
      title={t('mission_confirm_title')}
      text={t('mission_confirm_text', { name })}
      {...dialog}
    />
  );
}

/** What the claim paid. */
export function MissionResultDialog({ claim, onClose }: { claim: TMissionClaimed; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      name="mission-result"
      title={t('mission_result_title')}
      onClose={onClose}
      size="small"
      footer={
        <Button onClick={onClose} data-testid="mission-result-close">
          {t('confirm')}
        </Button>
      }
    >
      <p className="dialog-message" data-testid="mission-result">
        {t('mission_result_text')} <Money minor={claim.rewardAmount} testId="mission-result-amount" />
      </p>
      {Number(claim.wagerMultiple) > 0 && (
        <p className="dialog-message" data-testid="mission-result-wager">
          {t('mission_result_wager', { multiple: Number(claim.wagerMultiple) })}
        </p>
      )}
    </Modal>
  );
}
