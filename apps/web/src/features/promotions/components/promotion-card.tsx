import type { TPromotionCard } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { LazyImage } from '../../../components/ui/lazy-image';

/** One promotion in the list: picture, title, summary and its status as the button to the detail. */
export function PromotionCard({ promotion }: { promotion: TPromotionCard }) {
  const { t } = useTranslation();
  return (
    <article className="promo-card" data-testid="promo-card" data-code={promotion.code}>
      {promotion.imageUrl && (
        <LazyImage className="promo-card__image" src={promotion.imageUrl} alt="" isFromCdn={false} />
      )}
      <div className="promo-card__body">
        <h2 className="promo-card__title">{promotion.title}</h2>
        {promotion.summary && <p className="promo-card__summary">{promotion.summary}</p>}
        <Link
          className="button button--primary promo-card__status"
          data-status={promotion.status}
          data-testid="promo-card-status"
          to={paths.promoDetail(promotion.id)}
        >
          {t(`promo_status_${promotion.status}`)}
        </Link>
      </div>
    </article>
  );
}
