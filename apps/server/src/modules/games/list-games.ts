import type { TGameCategory, TGameList } from '@kirin/contracts';
import { pickLocalised } from './localise.js';
import { toGameCard, type TCatalogue } from './read-catalogue.js';

export type TGameListFilter = {
  vassalage: string;
  gameCategory?: TGameCategory;
  gameType?: string;
  keyword?: string;
};

/**
 * One vendor's games (optionally of one category and type, or whose name or code contains `keyword` in any
 * language), and the groups that hold at least one of them. Games without a group are only in `list`.
 */
export function listGames(catalogue: TCatalogue, language: string, filter: TGameListFilter): TGameList {
  const keyword = filter.keyword?.trim().toLowerCase();
  const games = catalogue.games.filter(
    (g) =>
      g.vassalage === filter.vassalage &&
      (!filter.gameCategory || g.gameCategory === filter.gameCategory) &&
      (!filter.gameType || g.gameType === filter.gameType) &&
      (!keyword ||
        g.code.toLowerCase().includes(keyword) ||
        Object.values(g.names).some((name) => name.toLowerCase().includes(keyword))),
  );
  const list = games.map((g) => toGameCard(g, language));
  const groups = catalogue.groups
    .filter((group) => !filter.gameCategory || group.gameCategory === filter.gameCategory)
    .map((group) => ({
      gameGroupCode: group.code,
      labelName: pickLocalised(group.labelNames, language, group.code),
      gameMenus: list.filter((card) => card.gameGroupCode === group.code),
    }))
    .filter((group) => group.gameMenus.length > 0);
  return { list, groups };
}
