import { ZFavouriteIds, type TFavouriteIds } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { readSession, SESSION_KEYS, writeSession } from '../../../lib/storage';
import { MEMBER_GAMES_QUERY_ROOT, relayPath } from './games-query-keys';

export const FAVOURITE_IDS_KEY = [...MEMBER_GAMES_QUERY_ROOT, 'favourite-ids'] as const;

/** The tab's copy of the ids (spec section 3: session key favGames, a JSON array of game ids). */
export function readCachedFavouriteIds(): TFavouriteIds | undefined {
  const raw = readSession(SESSION_KEYS.favGames);
  if (!raw) return undefined;
  try {
    const ids = ZFavouriteIds.shape.list.safeParse(JSON.parse(raw));
    return ids.success ? { list: ids.data } : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedFavouriteIds(ids: TFavouriteIds | undefined): void {
  writeSession(SESSION_KEYS.favGames, ids ? JSON.stringify(ids.list) : null);
}

/** GET /wps/relay/MCSFE_getFavoriteGames (T): the member's favourite game ids. */
export async function getFavouriteIds(signal?: AbortSignal): Promise<TFavouriteIds> {
  const ids = await apiGet(relayPath('MCSFE_getFavoriteGames'), ZFavouriteIds, { signal });
  writeCachedFavouriteIds(ids);
  return ids;
}

export function favouriteIdsQueryOptions() {
  return queryOptions({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 60_000,
    // The session copy shows the hearts at once; it is checked with the server once per page load.
    initialData: readCachedFavouriteIds,
    initialDataUpdatedAt: 0,
  });
}

const NO_IDS: ReadonlySet<string> = new Set();

/** The member's favourite game ids as a set; empty for a guest. */
export function useFavouriteIds(): ReadonlySet<string> {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({ ...favouriteIdsQueryOptions(), enabled: token !== null });
  const list = token === null ? undefined : query.data?.list;
  return useMemo(() => (list ? new Set(list) : NO_IDS), [list]);
}
