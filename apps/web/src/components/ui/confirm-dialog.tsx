import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

type TConfirmDialogProps = {
  /** 'warning' shows one confirm button; 'confirm' also offers cancel. */
  kind: 'warning' | 'confirm';
  message: string;
  onConfirm?: () => void;
  onClose: () => void;
};

/** The warning / confirmation dialog built on the generic modal (e.g. in_need_true_account, in_sure_logout). */
export function ConfirmDialog({ kind, message, onConfirm, onClose }: TConfirmDialogProps) {
  const { t } = useTranslation();
  const confirm = () => {
    onClose();
    onConfirm?.();
  };
  return (
    <Modal
      name={kind}
      title={t(kind === 'warning' ? 'dialog_warning_title' : 'dialog_confirm_title')}
      onClose={onClose}
      size="small"
      isCoverDisabled
      footer={
        <>
          {kind === 'confirm' && (
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
          )}
          <Button onClick={confirm}>{t('confirm')}</Button>
        </>
      }
    >
      <p className="dialog-message">{message}</p>
    </Modal>
  );
}
