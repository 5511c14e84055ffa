import { useTranslation } from 'react-i18next';
import { useMerchantZoneLabel } from '../../lib/merchant-time';
import './times-in-zone.css';

/**
 * "Times in GMT+7": the note a records page shows so a member whose device is in another zone reads its
 * times and days as the merchant's (docs/site.md "Times in the merchant's zone").
 */
export function TimesInZone({ testId = 'times-in-zone' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="times-in-zone" data-testid={testId}>
      {t('times_in_zone', { zone: useMerchantZoneLabel() })}
    </p>
  );
}
