import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/api-error';
import type { TMemberPage } from '../../../lib/centre-pages';
import { TimesInZone } from '../../../components/ui/times-in-zone';
import './bet-records.css';

/** A records page of the member centre: its title (the centre's one h3) and its content. */
export function RecordsPageFrame({
  page,
  title,
  children,
}: {
  page: TMemberPage;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="centre-page records-page"
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

/** A records call that failed: its message from the envelope and a retry. */
export function RecordsFailure({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="records-failure">
      <p className="account-form__error" role="alert" data-testid={testId}>
        {t(errorMessageKey(error))}
      </p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
