import { useTranslation } from 'react-i18next';
import { Money } from '../../features/wallet/components/money';
import { Button } from './button';
import { Modal } from './modal';

type TAmountConfirmDialogProps = {
  /** Names the modal and its test ids: `<name>-confirm`, `<name>-confirm-amount`. */
  name: string;
  title: string;
  /** The sentence before the amount. */
  text: string;
  amount: number;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a claim pays: the sentence and the amount; both buttons wait while the claim is on its way. */
export function AmountConfirmDialog({
  name,
  title,
  text,
  amount,
  isPending,
  onConfirm,
  onClose,
}: TAmountConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      name={`${name}-confirm`}
      title={title}
      onClose={onClose}
      size="small"
      isCoverDisabled
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isPending} data-testid={`${name}-confirm`}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p className="dialog-message">
        {text} <Money minor={amount} testId={`${name}-confirm-amount`} />
      </p>
    </Modal>
  );
}
