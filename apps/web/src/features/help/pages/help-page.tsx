import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { HelpCentre } from '../components/help-centre';

/** The help centre (/help) and its content-only form (/helpmc, opened in the customer-service window). */
export function HelpPage({ routeName }: { routeName: 'help' | 'helpmc' }) {
  const { t } = useTranslation();
  return (
    <Page
      routeName={routeName}
      title={t('nav_help_centre')}
      className={routeName === 'helpmc' ? 'page--compact' : undefined}
    >
      <HelpCentre />
    </Page>
  );
}
