import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** VIP levels (/vip). */
export function VipPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="vip" title={t('nav_vip')}>
      <EmptyState icon="crown" message={t('vip_empty')} />
    </Page>
  );
}
