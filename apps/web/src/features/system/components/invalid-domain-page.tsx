import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** The address names no merchant we know: there is no brand (nor customer service) to show. */
export function InvalidDomainPage() {
  const { t } = useTranslation();
  return (
    <main className="status-screen" data-testid="status-invalid-domain">
      <div className="status-screen__card">
        <span className="status-screen__icon">
          <Icon name="warning" size={34} />
        </span>
        <h1 className="status-screen__title">{t('invalid_url_domain')}</h1>
      </div>
    </main>
  );
}
