import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * apps/games/dist, the built game clients (npm run build -w apps/games), whether we run from src (tsx, vitest)
 * or dist (node): both sit two levels below apps/server.
 */
export const INHOUSE_GAMES_DIST_DIR = path.resolve(here, '../../../games/dist');
/** Hashed by the build (dist/assets/<name>-<hash>.<ext>): a file there never changes under the same name. */
export const INHOUSE_HASHED_ASSETS_DIR = path.join(INHOUSE_GAMES_DIST_DIR, 'assets');

/** The vendor's games and the built page each one is played on (apps/games/src/<game>/index.html). */
export const INHOUSE_GAME_PAGES: Readonly<Record<string, string>> = {
  KIRIN_SLOT: 'slot/index.html',
  KIRIN_CRASH: 'crash/index.html',
  KIRIN_BACCARAT: 'baccarat/index.html',
  // Both card rooms share one page: the room's state names its game.
  KIRIN_NIUNIU: 'pvp/index.html',
  KIRIN_TEENPATTI: 'pvp/index.html',
  KIRIN_FISHING: 'fishing/index.html',
  // One sportsbook page for both products; the session's game code decides which fixtures it shows.
  KIRIN_SPORTS: 'sports/index.html',
  KIRIN_ESPORTS: 'sports/index.html',
};

/** Whether the vendor has a page for this game code. */
export function isInhouseGame(gameCode: string): boolean {
  return Object.hasOwn(INHOUSE_GAME_PAGES, gameCode);
}

/** The HTML of a game's built page, read at each request (small files; a new build shows without a restart). */
export async function readGamePage(gameCode: string): Promise<string | null> {
  const file = INHOUSE_GAME_PAGES[gameCode];
  if (!file) return null;
  try {
    return await readFile(path.join(INHOUSE_GAMES_DIST_DIR, file), 'utf8');
  } catch {
    return null;
  }
}
