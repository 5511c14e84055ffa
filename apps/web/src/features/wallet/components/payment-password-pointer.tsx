import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalStore } from '../../../lib/modal-store';

/** Instead of a form that needs it: the payment password is not set, and where to set it. */
export function PaymentPasswordPointer() {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <div className="wallet-notice" data-testid="wallet-payment-password-missing">
      <p>{t('wallet_payment_password_missing')}</p>
      <Button
        size="small"
        data-testid="wallet-go-security"
        // The centre restarts on the security page, where the payment password is set.
        onClick={() => openModal({ name: 'memberCentre', page: 'securityCenter' })}
      >
        {t('wallet_go_security')}
      </Button>
    </div>
  );
}
