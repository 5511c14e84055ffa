import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessageKey } from '../../../lib/api-error';
import type { TMemberPage } from '../../../lib/centre-pages';
import { useModalStore } from '../../../lib/modal-store';
import { useAcknowledgeRealityCheck } from '../api/get-session';
import { useProtectionSession, useTickingElapsed } from '../use-protection-session';
import { SessionFigures } from './session-figures';
import '../protection.css';

const LINKS: readonly { page: TMemberPage; labelKey: string }[] = [
  { page: 'personalHistoryCopy', labelKey: 'member_page_personalHistoryCopy' },
  { page: 'transactionHistory', labelKey: 'member_page_transactionHistory' },
  { page: 'responsibleGaming', labelKey: 'protection_reality_check_limits' },
];

/**
 * The reality check (issue 21): how long this session has lasted and where the member stands, with history and
 * limits at hand; it stays until the member continues (recorded on the server) or logs out.
 */
export function RealityCheckModal({
  onContinued,
  onLogout,
}: {
  onContinued: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const session = useProtectionSession();
  const elapsed = useTickingElapsed(session.data, session.dataUpdatedAt);
  const acknowledge = useAcknowledgeRealityCheck();
  const openModal = useModalStore((s) => s.openModal);

  // Any way on counts as having seen it: the next check is scheduled from now.
  const continueTo = async (page?: TMemberPage) => {
    try {
      await acknowledge.mutateAsync();
    } catch {
      return;
    }
    onContinued();
    if (page) openModal({ name: 'memberCentre', page });
  };

  return (
    <Modal
      name="realityCheck"
      title={t('protection_reality_check_title')}
      // Neither Escape nor the cover dismisses it: the member answers it.
      onClose={() => undefined}
      hasCloseButton={false}
      isCoverDisabled
      size="small"
      footer={
        <>
          <Button variant="ghost" data-testid="reality-check-logout" onClick={onLogout}>
            {t('logout')}
          </Button>
          <Button
            data-testid="reality-check-continue"
            disabled={acknowledge.isPending}
            onClick={() => void continueTo()}
          >
            {t('protection_reality_check_continue')}
          </Button>
        </>
      }
    >
      <p className="dialog-message">{t('protection_reality_check_text')}</p>
      {session.data && (
        <SessionFigures session={session.data} elapsedSeconds={elapsed} testIdPrefix="reality-check" />
      )}
      <nav className="protection-links" aria-label={t('protection_reality_check_links')}>
        {LINKS.map((link) => (
          <Button
            key={link.page}
            variant="secondary"
            size="small"
            data-testid={`reality-check-link-${link.page}`}
            disabled={acknowledge.isPending}
            onClick={() => void continueTo(link.page)}
          >
            {t(link.labelKey)}
          </Button>
        ))}
      </nav>
      {acknowledge.isError && (
        <p className="account-form__error" role="alert" data-testid="reality-check-error">
          {t(errorMessageKey(acknowledge.error))}
        </p>
      )}
    </Modal>
  );
}
