import { GAME_CATEGORIES, type TGameVendorAnswer } from '@kirin/contracts';
import type { TCatalogue } from './read-catalogue.js';

/** One lane per category (header order) holding its visible vendors' cards; empty categories are left out. */
export function listVendorLanes(catalogue: TCatalogue): TGameVendorAnswer {
  const lanes = GAME_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    title: gameCategory,
    cards: catalogue.lanes
      .filter((l) => l.gameCategory === gameCategory)
      .map((l) => ({
        vassalage: l.vassalage,
        displayName: l.displayName,
        isHot: l.isHot ? (1 as const) : (0 as const),
        gameCategory,
        imageUrl: l.imagePath,
        isMaintenance: l.isMaintenance,
        vendors: [l.vassalage],
      })),
  })).filter((lane) => lane.cards.length > 0);
  return { data: { lanes } };
}
