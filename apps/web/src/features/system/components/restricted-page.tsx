import type { TSystemStatus } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** System status 2: the visitor's address and country, as the server saw them. */
export function RestrictedPage({ location }: { location: TSystemStatus['location'] }) {
  const { t } = useTranslation();
  return (
    <StatusScreen testId="status-restricted" icon="globe" title={t('ip_restriction_title')}>
      <p className="status-screen__text">{t('access_restricted')}</p>
      <dl className="status-screen__facts">
        <dt>{t('your_ip')}</dt>
        <dd data-testid="status-ip">{location.ip}</dd>
        <dt>{t('your_country')}</dt>
        <dd data-testid="status-country">{location.country ?? t('country_unknown')}</dd>
      </dl>
    </StatusScreen>
  );
}
