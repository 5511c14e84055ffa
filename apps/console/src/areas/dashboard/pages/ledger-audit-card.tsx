import type { TMerchantDashboard } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';

/** The ledger auditor's last finished run: it checks every merchant's books, so scoped operators see a note. */
export function LedgerAuditCard({ dashboard }: { dashboard: TMerchantDashboard }) {
  const { t } = useTranslation('dashboard');
  const run = dashboard.ledgerAudit;
  return (
    <section className="card" aria-labelledby="ledger-audit-title" data-testid="ledger-audit">
      <h2 id="ledger-audit-title">{t('ledgerAudit.title')}</h2>
      {!dashboard.isLedgerAuditShown ? (
        <p>{t('ledgerAudit.scoped')}</p>
      ) : run ? (
        <>
          <p>
            <StatusBadge
              label={
                run.isClean ? t('ledgerAudit.clean') : t('ledgerAudit.problems', { count: run.problemCount })
              }
              tone={run.isClean ? 'good' : 'bad'}
            />
          </p>
          <p className="field-hint">{t('ledgerAudit.finished', { at: formatDateTime(run.finishedAt) })}</p>
        </>
      ) : (
        <p>{t('ledgerAudit.none')}</p>
      )}
    </section>
  );
}
