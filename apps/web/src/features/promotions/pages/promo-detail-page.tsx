import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** A promotion's detail (/promoDetail). */
export function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="promoDetail" title={t('promo_detail_title')}>
      <EmptyState icon="gift" message={t('promo_detail_empty')}>
        <Link className="button button--secondary" to={paths.promotions()}>
          {t('back_to_promotions')}
        </Link>
      </EmptyState>
    </Page>
  );
}
