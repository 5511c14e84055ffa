import type { TGameCategory } from '@kirin/contracts';

/** The category pages and the menu categories each one lists. */
export const CATEGORY_PAGES = {
  rng: ['RNG'],
  live: ['LIVE'],
  sports: ['SPORTS', 'ESPORTS'],
  fish: ['FISH'],
  pvp: ['PVP'],
} as const satisfies Record<string, readonly TGameCategory[]>;

export type TCategoryPage = keyof typeof CATEGORY_PAGES;
