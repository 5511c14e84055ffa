import type { TNotice } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { useOptionalBootData } from '../../../lib/boot-data';
import { resolveImageUrl } from '../../../lib/image-cdn';
import { ContentLink } from './content-link';

/** The promotion notices (type PR) as cards; shown only when there are some. */
export function PromotionTeaser({ promotions }: { promotions: TNotice[] }) {
  const { t } = useTranslation();
  const cdns = useOptionalBootData()?.permission.imageCDNs ?? [];
  if (promotions.length === 0) return null;
  return (
    <section
      className="promotion-teaser"
      data-testid="promotion-teaser"
      aria-labelledby="promotion-teaser-title"
    >
      <h2 id="promotion-teaser-title" className="section-title">
        {t('nav_promotions')}
      </h2>
      <ul className="promotion-teaser__list">
        {promotions.map((promo) => (
          <li key={promo.id}>
            <ContentLink href={promo.linkUrl} className="promotion-teaser__card">
              {promo.imageUrl && (
                <img
                  className="promotion-teaser__image"
                  src={resolveImageUrl(promo.imageUrl, cdns)}
                  alt=""
                  loading="lazy"
                />
              )}
              <span className="promotion-teaser__title">{promo.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
