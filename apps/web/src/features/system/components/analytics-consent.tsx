import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBootData } from '../../../lib/boot-data';
import {
  isValidGtagId,
  loadGtag,
  readAnalyticsConsent,
  writeAnalyticsConsent,
  type TAnalyticsConsent,
} from '../analytics';
import './site-notices.css';

/**
 * Google analytics only with the merchant's tag id and the visitor's consent: until both, no script and no
 * request. Asks once with a small banner (accept or decline), remembered in local storage.
 */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const { gtagId } = useBootData().permission.analytics;
  const [consent, setConsent] = useState(readAnalyticsConsent);
  const isConfigured = isValidGtagId(gtagId);

  useEffect(() => {
    if (isConfigured && consent === 'granted') loadGtag(gtagId);
  }, [isConfigured, consent, gtagId]);

  if (!isConfigured || consent !== null) return null;
  const answer = (value: TAnalyticsConsent) => {
    writeAnalyticsConsent(value);
    setConsent(value);
  };
  return (
    <section
      className="site-notice site-notice--bottom"
      aria-label={t('analytics_consent_title')}
      data-testid="analytics-consent"
    >
      <p className="site-notice__text">{t('analytics_consent_text')}</p>
      <div className="site-notice__actions">
        <Button size="small" onClick={() => answer('granted')}>
          {t('analytics_consent_accept')}
        </Button>
        <Button variant="secondary" size="small" onClick={() => answer('denied')}>
          {t('analytics_consent_decline')}
        </Button>
      </div>
    </section>
  );
}
