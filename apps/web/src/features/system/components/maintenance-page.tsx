import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** System status 1. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusScreen testId="status-maintenance" icon="tools" title={t('system_maintenance_title')}>
      <p className="status-screen__text">{t('system_maintenance_text')}</p>
    </StatusScreen>
  );
}
