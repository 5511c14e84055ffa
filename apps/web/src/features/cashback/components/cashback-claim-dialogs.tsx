import type { TCashbackClaim } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../wallet/components/money';

/** Asks before paying: the amount and where it goes. */
export function CashbackConfirmDialog({
  amount,
  isPending,
  onConfirm,
  onClose,
}: {
  amount: number;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      name="cashback-confirm"
      title={t('cashback_confirm_title')}
      onClose={onClose}
      size="small"
      isCoverDisabled
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isPending} data-testid="cashback-confirm">
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p className="dialog-message">
        {t('cashback_confirm_text')} <Money minor={amount} testId="cashback-confirm-amount" />
      </p>
    </Modal>
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
