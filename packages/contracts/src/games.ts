import { z } from 'zod';

/** Game categories in header order; SPORTS is placed right after LIVE (spec section 2). */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
export const ZGameCategory = z.enum(GAME_CATEGORIES);
export type TGameCategory = z.infer<typeof ZGameCategory>;

export const ZVendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  gameCategory: ZGameCategory,
});

/** A category of the game menu with its vendors; only categories with at least one vendor are listed. */
export const ZGameMenuCategory = z.object({
  gameCategory: ZGameCategory,
  title: z.string(),
  vendors: z.array(ZVendorCard),
});
export const ZGameMenus = z.object({ categories: z.array(ZGameMenuCategory) });
export type TGameMenus = z.infer<typeof ZGameMenus>;
