import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Notices (/noticePage). */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <Page routeName="noticePage" title={t('nav_notices')}>
      <EmptyState icon="bell" message={t('notices_empty')} />
    </Page>
  );
}
