import { ZGameMenus } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /lgw/games/game_menus: categories with at least one vendor, in header order. */
export function getGameMenus(signal?: AbortSignal) {
  return apiGet('/lgw/games/game_menus', ZGameMenus, { signal });
}

export function gameMenusQueryOptions(language: string) {
  return queryOptions({
    // Per language: vendor names and titles may be localised by the server.
    queryKey: ['games', 'menus', language],
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 5 * 60_000,
  });
}

/** The game menu categories; empty while loading or when the merchant has no vendors. */
export function useGameMenus(language: string) {
  const query = useQuery(gameMenusQueryOptions(language));
  return { ...query, categories: query.data?.categories ?? [] };
}
