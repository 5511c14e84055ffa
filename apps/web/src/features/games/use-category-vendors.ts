import type { TGameCategory, TGameMenus } from '@kirin/contracts';
import { useGameMenus } from './api/get-game-menus';
import { useGameVendorLanes, type TVendorLane } from './api/get-game-vendors';

/** A vendor tab of a category page. */
export type TCategoryVendor = {
  vassalage: string;
  displayName: string;
  gameCategory: TGameCategory;
  isMaintenance: boolean;
};

type TCategoryVendors = { vendors: TCategoryVendor[]; isPending: boolean; error: unknown };

function vendorsOfLanes(lanes: TVendorLane[], categories: readonly TGameCategory[]): TCategoryVendor[] {
  return lanes
    .filter((lane) => categories.includes(lane.gameCategory))
    .flatMap((lane) => lane.cards)
    .map(({ vassalage, displayName, gameCategory, isMaintenance }) => ({
      vassalage,
      displayName,
      gameCategory,
      isMaintenance,
    }));
}

function vendorsOfMenus(menus: TGameMenus, categories: readonly TGameCategory[]): TCategoryVendor[] {
  return menus.categories
    .filter((category) => categories.includes(category.gameCategory))
    .flatMap((category) => category.vendors)
    .map((vendor) => ({ ...vendor, isMaintenance: false }));
}

/**
 * The vendors of a page's categories from the lanes of GCSGAME_gameVendor (they carry maintenance). Until the
 * lanes answer, or if they fail, the header's game menus give the tabs: both list the merchant's enabled vendors
 * in the same order, and the menus are usually loaded already, so the tabs show at once.
 */
export function useCategoryVendors(categories: readonly TGameCategory[], language: string): TCategoryVendors {
  const lanes = useGameVendorLanes(language);
  const menus = useGameMenus(language);
  if (lanes.data) return { vendors: vendorsOfLanes(lanes.data, categories), isPending: false, error: null };
  if (menus.data) return { vendors: vendorsOfMenus(menus.data, categories), isPending: false, error: null };
  const isPending = lanes.isPending || menus.isPending;
  return { vendors: [], isPending, error: isPending ? null : (lanes.error ?? menus.error) };
}
