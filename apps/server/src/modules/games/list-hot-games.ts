import type { TGameCard } from '@kirin/contracts';
import type { TCatalogue } from './read-catalogue.js';
import { toGameCard } from './read-catalogue.js';

/** Hot games (game.is_hot) in list order, of one vendor when `vassalage` is given. */
export function listHotGames(catalogue: TCatalogue, language: string, vassalage?: string): TGameCard[] {
  return catalogue.games
    .filter((g) => g.isHot && (!vassalage || g.vassalage === vassalage))
    .map((g) => toGameCard(g, language));
}

/** Up to `count` hot games a member can play now, other than `exceptGameId`: offered when a launch is refused. */
export function suggestHotGames(
  catalogue: TCatalogue,
  language: string,
  exceptGameId: string | null,
  count = 6,
): TGameCard[] {
  return catalogue.games
    .filter((g) => g.isHot && g.isLaunchable && g.id !== exceptGameId && g.isGame === 'GAME')
    .slice(0, count)
    .map((g) => toGameCard(g, language));
}
