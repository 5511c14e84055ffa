import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** The public catalogue (same for every visitor of a merchant); keyed by language below this root. */
export const CATALOGUE_QUERY_ROOT = ['games', 'catalogue'] as const;
/** A member's own game data (favourites, recent games, rooms): removed with the session at logout. */
export const MEMBER_GAMES_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'games'] as const;

/** Catalogue answers change only when an operator edits the catalogue. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

/** The relay path of a named call (spec section 7: every games call but the launch goes through /wps/relay/). */
export function relayPath(call: string): string {
  return `/wps/relay/${call}`;
}
