import { formatMinorUnits } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalStore } from '../../../lib/modal-store';

/**
 * The merchant asks for a verified identity above `threshold` (minor units) and the member is not verified:
 * what that means and the way to the security centre's identity section (issue 21).
 */
export function KycPointer({ threshold }: { threshold: number }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <div className="wallet-notice" data-testid="wallet-kyc-required">
      <p>{t('wallet_kyc_required', { amount: formatMinorUnits(threshold) })}</p>
      <Button
        size="small"
        variant="secondary"
        data-testid="wallet-go-kyc"
        onClick={() =>
          openModal({ name: 'memberCentre', page: 'securityCenter', pageParams: { section: 'kyc' } })
        }
      >
        {t('wallet_go_kyc')}
      </Button>
    </div>
  );
}
