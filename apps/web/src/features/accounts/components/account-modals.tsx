import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type TAccountModalProps = { onClose: () => void; onSwitch: () => void };

/** The login popup. Sign-in arrives with the accounts issue; until then it says so plainly. */
export function LoginModal({ onClose, onSwitch }: TAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal name="login" title={t('login')} onClose={onClose} size="small">
      <p className="dialog-message" role="status">
        {t('accounts_unavailable')}
      </p>
      <p className="dialog-aside">
        {t('no_account_yet')}{' '}
        <Button variant="ghost" size="small" onClick={onSwitch}>
          {t('register')}
        </Button>
      </p>
    </Modal>
  );
}

/** The register popup, with the same honest message until registration exists. */
export function RegisterModal({ onClose, onSwitch }: TAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal name="register" title={t('register')} onClose={onClose} size="small">
      <p className="dialog-message" role="status">
        {t('accounts_unavailable')}
      </p>
      <p className="dialog-aside">
        {t('have_account')}{' '}
        <Button variant="ghost" size="small" onClick={onSwitch}>
          {t('login')}
        </Button>
      </p>
    </Modal>
  );
}
