import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalStore } from '../../../lib/modal-store';
import { WalletCard, WalletPage } from '../../wallet/components/wallet-page';
import { LimitsSection } from './limits-section';
import { SessionSettingsSection } from './session-settings-section';
import { TakeBreakSection } from './take-break-section';
import '../protection.css';

/**
 * Responsible gaming (responsibleGaming, issue 21): spending limits, reality checks and the session limit,
 * time-out and self-exclusion, and the way to the history export.
 */
export function ResponsibleGamingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <WalletPage page="responsibleGaming" title={title}>
      <LimitsSection />
      <SessionSettingsSection />
      <TakeBreakSection />
      <WalletCard title={t('protection_history_title')} testId="protection-history">
        <p className="protection-note">{t('protection_history_intro')}</p>
        <Button
          variant="secondary"
          size="small"
          data-testid="protection-history-link"
          onClick={() => openModal({ name: 'memberCentre', page: 'transactionHistory' })}
        >
          {t('member_page_transactionHistory')}
        </Button>
      </WalletCard>
    </WalletPage>
  );
}
