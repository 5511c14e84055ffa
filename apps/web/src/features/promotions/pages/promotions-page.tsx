import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { RedEnvelopeEntry } from '../../red-envelope/components/red-envelope-entry';
import { usePromotions } from '../api/promotion-queries';
import { PromotionCard } from '../components/promotion-card';
import '../components/promotions.css';

const ALL = 'ALL';

/** Promotions (/promotions): the promo categories as tabs and a card per promotion with its status. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [category, setCategory] = useState(ALL);
  const data = promotions.data;
  const list = data?.list.filter((p) => category === ALL || p.category === category) ?? [];
  return (
    <Page routeName="promotions" title={t('nav_promotions')}>
      <RedEnvelopeEntry />
      {promotions.isPending && <Spinner />}
      {promotions.isError && <EmptyState icon="gift" message={t(errorMessageKey(promotions.error))} />}
      {data && (
        <>
          {data.categories.length > 0 && (
            <Tabs
              label={t('promo_categories')}
              tabs={[
                { id: ALL, label: t('promo_category_all') },
                ...data.categories.map((c) => ({ id: c.code, label: c.name })),
              ]}
              selectedId={category}
              onSelect={setCategory}
              testIdPrefix="promo-tab-"
            />
          )}
          {list.length === 0 ? (
            <EmptyState icon="gift" message={t('promotions_empty')} />
          ) : (
            <div className="promo-grid" data-testid="promo-grid">
              {list.map((promotion) => (
                <PromotionCard key={promotion.id} promotion={promotion} />
              ))}
            </div>
          )}
        </>
      )}
    </Page>
  );
}
