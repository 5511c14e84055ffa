import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorNote } from '../components/ui/error-note';
import { isApiError } from '../lib/api-error';

/** A page that failed to draw: said plainly, with a way back, instead of a blank console. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <section className="empty-state" role="alert">
      <h1>{t('shell.errorTitle')}</h1>
      {isApiError(error) ? <ErrorNote error={error} /> : <p>{t('shell.error')}</p>}
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </section>
  );
}
