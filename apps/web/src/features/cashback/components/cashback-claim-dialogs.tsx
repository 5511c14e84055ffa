import type { TCashbackClaim } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { AmountConfirmDialog } from '../../../components/ui/amount-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../wallet/components/money';

/** Asks before paying: the amount and where it goes. */
export function CashbackConfirmDialog(dialog: {
  amount: number;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AmountConfirmDialog
      name="cashback"
      title={t('cashback_confirm_title')}
      text={t('cashback_confirm_text')}
      {...dialog}
    />
  );
}

/** What the claim paid and the window it closed. */
export function CashbackResultDialog({ claim, onClose }: { claim: TCashbackClaim; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      name="cashback-result"
      title={t('cashback_result_title')}
      onClose={onClose}
      size="small"
      footer={<Button onClick={onClose}>{t('confirm')}</Button>}
    >
      <p className="dialog-message" data-testid="cashback-result">
        {t('cashback_result_text')} <Money minor={claim.amount} testId="cashback-result-amount" />
      </p>
    </Modal>
  );
}
