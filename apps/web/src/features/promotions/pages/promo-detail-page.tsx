import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { SafeHtml } from '../../content/components/safe-html';
import { usePromotionDetail } from '../api/promotion-queries';
import { PromotionActions } from '../components/promotion-actions';
import { PromotionRulesSummary } from '../components/promotion-rules-summary';
import '../components/promotions.css';

/** A promotion's detail (/promoDetail?id=… or ?code=… from banners and notices). */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const key = { id: search.get('id') ?? undefined, code: search.get('code') ?? undefined };
  const detail = usePromotionDetail(key);
  const back = (
    <Link className="button button--secondary" to={paths.promotions()}>
      {t('back_to_promotions')}
    </Link>
  );
  if ((!key.id && !key.code) || detail.isError)
    return (
      <Page routeName="promoDetail" title={t('promo_detail_title')}>
        <EmptyState icon="gift" message={t('promo_detail_empty')}>
          {back}
        </EmptyState>
      </Page>
    );
  if (!detail.data)
    return (
      <Page routeName="promoDetail" title={t('promo_detail_title')}>
        <Spinner />
      </Page>
    );
  const promotion = detail.data;
  return (
    <Page routeName="promoDetail" title={promotion.title} subtitle={promotion.summary} actions={back}>
      <div className="promo-detail" data-testid="promo-detail" data-code={promotion.code}>
        {promotion.imageUrl && (
          <LazyImage className="promo-detail__image" src={promotion.imageUrl} alt="" isFromCdn={false} />
        )}
        <PromotionActions detail={promotion} />
        <SafeHtml className="promo-detail__content" html={promotion.html} />
        <section className="promo-detail__terms" aria-labelledby="promo-terms-title">
          <h2 id="promo-terms-title">{t('promo_terms')}</h2>
          <PromotionRulesSummary detail={promotion} />
          <SafeHtml html={promotion.termsHtml} />
        </section>
      </div>
    </Page>
  );
}
