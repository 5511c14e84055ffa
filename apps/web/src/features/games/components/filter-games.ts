import type { TGameList } from '@kirin/contracts';

/** The group tab that shows every game of the vendor. */
export const ALL_GROUPS = 'ALL';

/** The games of a group (or all of them) whose name or code contains the search words, ignoring case. */
export function filterGames(gameList: TGameList, groupCode: string, keyword: string) {
  const games =
    groupCode === ALL_GROUPS
      ? gameList.list
      : (gameList.groups.find((group) => group.gameGroupCode === groupCode)?.gameMenus ?? []);
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return games;
  return games.filter(
    (game) =>
      game.displayName.toLocaleLowerCase().includes(needle) || game.code.toLocaleLowerCase().includes(needle),
  );
}
