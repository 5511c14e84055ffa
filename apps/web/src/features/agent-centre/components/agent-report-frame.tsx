import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TimesInZone } from '../../../components/ui/times-in-zone';
import { errorMessageKey } from '../../../lib/api-error';
import type { TAgentPage } from '../../../lib/centre-pages';
import '../../bet-records/components/bet-records.css';
import './agent-reports.css';

/** An agent report page: its title (the centre's one h3), the "times in" note and its content. */
export function AgentReportFrame({
  page,
  title,
  children,
}: {
  page: TAgentPage;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="centre-page agent-report"
      data-testid={`centre-page-${page}`}
      aria-labelledby={`centre-page-${page}-title`}
    >
      <h3 id={`centre-page-${page}-title`} className="centre-page__title">
        {title}
      </h3>
      <TimesInZone />
      {children}
    </section>
  );
}

/** A report call that failed: the envelope's message and a retry. */
export function AgentReportFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="records-failure">
      <p className="account-form__error" role="alert" data-testid="agent-report-error">
        {t(errorMessageKey(error))}
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** An amount in display units; signed ones show "+" and are coloured by sign (records-money styles). */
export { RecordMoney as AgentMoney } from '../../bet-records/components/record-money';
