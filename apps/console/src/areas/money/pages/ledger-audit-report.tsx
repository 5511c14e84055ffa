import type { TLedgerAuditRun } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { reportOf } from '../api/ledger-audit';

/** Clean, problems found, or unfinished (a run that has not ended, or ended without its report). */
export function AuditOutcome({ isClean }: { isClean: boolean | null }) {
  const { t } = useTranslation('money');
  if (isClean === null) return <StatusBadge tone="neutral" label={t('ledgerAudit.unfinished')} />;
  return isClean ? (
    <StatusBadge tone="good" label={t('ledgerAudit.clean')} />
  ) : (
    <StatusBadge tone="bad" label={t('ledgerAudit.dirty')} />
  );
}

/** One run in full: when, what it read and each broken invariant with the rows it names. */
export function LedgerAuditReport({ run }: { run: TLedgerAuditRun }) {
  const { t } = useTranslation('money');
  const report = reportOf(run.report);
  return (
    <section className="card" aria-labelledby="ledger-audit-latest">
      <h2 id="ledger-audit-latest">{t('ledgerAudit.latest')}</h2>
      <dl className="facts">
        <dt>{t('ledgerAudit.result')}</dt>
        <dd>
          <AuditOutcome isClean={run.isClean} />
        </dd>
        <dt>{t('ledgerAudit.startedAt')}</dt>
        <dd>{formatDateTime(run.startedAt)}</dd>
        <dt>{t('ledgerAudit.finishedAt')}</dt>
        <dd>{formatDateTime(run.finishedAt)}</dd>
        {report ? (
          <>
            <dt>{t('ledgerAudit.checked')}</dt>
            <dd>
              {t('ledgerAudit.counts', {
                accounts: report.accounts,
                transactions: report.transactions,
                entries: report.entries,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {report && report.problems.length > 0 ? (
        <>
          <h3>{t('ledgerAudit.problemsTitle', { count: report.problems.length })}</h3>
          <ul className="problem-list">
            {report.problems.map((problem, index) => (
              <li key={index}>
                <strong>{problem.check}</strong>{' '}
                <code>
                  {Object.entries(problem.detail)
                    .map(([key, value]) => `${key}=${value}`)
                    .join(' ')}
                </code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
