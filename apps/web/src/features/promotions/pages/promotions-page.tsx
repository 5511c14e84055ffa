import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { RedEnvelopeEntry } from '../../red-envelope/components/red-envelope-entry';

/** Promotions (/promotions). */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="promotions" title={t('nav_promotions')}>
      <EmptyState icon="gift" message={t('promotions_empty')} />
      <RedEnvelopeEntry />
    </Page>
  );
}
