import type { TGameCategory, TVassGameTypes } from '@kirin/contracts';
import { AppError } from '../../platform/errors.js';
import type { TCatalogue } from './read-catalogue.js';

/** The game types of a vendor with their game counts (the tabs of its popup list); NOT_FOUND if not listed. */
export function listVendorGameTypes(catalogue: TCatalogue, vassalage: string): TVassGameTypes {
  const lane = catalogue.lanes.find((l) => l.vassalage === vassalage);
  if (!lane) throw new AppError('NOT_FOUND');
  const counts = new Map<string, { gameType: string; gameCategory: TGameCategory; count: number }>();
  for (const game of catalogue.games) {
    if (game.vassalage !== vassalage) continue;
    const key = `${game.gameCategory}:${game.gameType}`;
    const entry = counts.get(key) ?? { gameType: game.gameType, gameCategory: game.gameCategory, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return { vassalage, displayName: lane.displayName, list: [...counts.values()] };
}
