import { useTranslation } from 'react-i18next';
import { SecurityCard } from './security-card';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** When and from where the member last logged in before this session; "first login" when never. */
export function LastLoginSection({ time, ip }: { time: string | null; ip: string | null }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <SecurityCard testId="security-last-login" title={t('security_last_login')}>
      {time ? (
        <dl className="security-facts">
          <dt>{t('security_last_login_time')}</dt>
          <dd>
            <time dateTime={time}>{formatTime(time)}</time>
          </dd>
          <dt>{t('security_last_login_ip')}</dt>
          <dd>{ip ?? t('security_none')}</dd>
        </dl>
      ) : (
        <p className="security-card__summary">{t('security_first_login')}</p>
      )}
    </SecurityCard>
  );
}
