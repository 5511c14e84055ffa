import type { TGameCategory } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../lib/api-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useGameMenus } from '../api/get-game-menus';
import { CATEGORY_PAGES, type TCategoryPage } from '../game-category-routes';

/** A game list page (/rng, /live, …): the category's vendors as tabs; `?page=` picks the vendor. */
export function GameCategoryPage({ routeName }: { routeName: TCategoryPage }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const menus = useGameMenus(i18n.language);
  const wanted: readonly TGameCategory[] = CATEGORY_PAGES[routeName];
  const vendors = menus.categories.filter((c) => wanted.includes(c.gameCategory)).flatMap((c) => c.vendors);

  const requested = searchParams.get('page');
  // An unknown or missing vendor falls back to the first one.
  const selected = vendors.find((v) => v.vassalage === requested) ?? vendors[0];
  const selectVendor = (vassalage: string) =>
    setSearchParams(
      (params) => {
        params.set('page', vassalage);
        return params;
      },
      { replace: true },
    );

  return (
    <Page routeName={routeName} title={t(`category_${wanted[0]}`)} className="game-page">
      {menus.isPending ? (
        <Spinner />
      ) : menus.isError ? (
        <EmptyState icon="warning" message={t(errorMessageKey(menus.error))} />
      ) : !selected ? (
        <EmptyState icon="slots" message={t('games_empty_category')} />
      ) : (
        <>
          <Tabs
            label={t('vendors')}
            tabs={vendors.map((v) => ({ id: v.vassalage, label: v.displayName }))}
            selectedId={selected.vassalage}
            onSelect={selectVendor}
          />
          <div role="tabpanel" aria-label={selected.displayName} className="game-page__panel">
            <EmptyState icon="slots" message={t('games_empty_vendor', { vendor: selected.displayName })} />
          </div>
        </>
      )}
    </Page>
  );
}
