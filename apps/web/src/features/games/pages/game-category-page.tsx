import type { TGameCategory } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessageKey } from '../../../lib/api-error';
import { RoomList } from '../components/room-list';
import { VendorGames } from '../components/vendor-games';
import { CATEGORY_PAGES, type TCategoryPage } from '../game-category-routes';
import { useCategoryVendors, type TCategoryVendor } from '../use-category-vendors';
import '../components/games.css';

/** A game list page (/rng, /live, …): the category's vendors as tabs (`?page=` picks one), then its games. */
export function GameCategoryPage({ routeName }: { routeName: TCategoryPage }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted: readonly TGameCategory[] = CATEGORY_PAGES[routeName];
  const { vendors, isPending, error } = useCategoryVendors(wanted, i18n.language);

  // A vendor with lanes in two of the page's categories (Kirin Sports and Kirin Esports on /sports) gets a tab
  // per lane, named by vendor and category; otherwise the tab is the vendor's alone.
  const tabId = (vendor: TCategoryVendor) =>
    vendors.filter((v) => v.vassalage === vendor.vassalage).length > 1
      ? `${vendor.vassalage}-${vendor.gameCategory}`
      : vendor.vassalage;
  const requested = searchParams.get('page');
  // An unknown or missing vendor falls back to the first one.
  const selected =
    vendors.find((v) => tabId(v) === requested) ??
    vendors.find((v) => v.vassalage === requested) ??
    vendors[0];
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
      {routeName === 'pvp' && <RoomList />}
      {isPending ? (
        <Spinner />
      ) : error ? (
        <EmptyState icon="warning" message={t(errorMessageKey(error))} />
      ) : !selected ? (
        <EmptyState icon="slots" message={t('games_empty_category')} />
      ) : (
        <>
          <Tabs
            label={t('vendors')}
            tabs={vendors.map((v) => ({
              id: tabId(v),
              label: v.isMaintenance ? `${v.displayName} (${t('game_badge_maintenance')})` : v.displayName,
            }))}
            selectedId={tabId(selected)}
            onSelect={selectVendor}
            testIdPrefix="vendor-tab-"
          />
          <div role="tabpanel" aria-label={selected.displayName} className="game-page__panel">
            {/* A new vendor starts with its own filters. */}
            <VendorGames
              key={`${selected.vassalage}:${selected.gameCategory}`}
              vassalage={selected.vassalage}
              vendorName={selected.displayName}
              gameCategory={selected.gameCategory}
            />
          </div>
        </>
      )}
    </Page>
  );
}
