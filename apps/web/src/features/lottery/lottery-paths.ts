import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../../app/paths';
import { AREA_OF_ROUTE, LOTTERY_AREAS, type TLotteryArea, type TLotteryRoute } from './lottery-areas';

/** The betting view's sections, chosen by `?view=` (bet when absent). */
export const LOTTERY_VIEWS = ['bet', 'results', 'mybets'] as const;
export type TLotteryView = (typeof LOTTERY_VIEWS)[number];

export function isLotteryView(value: string | null): value is TLotteryView {
  return (LOTTERY_VIEWS as readonly (string | null)[]).includes(value);
}

/** The query of a game's betting view; what else the URL holds (the lobby's `area` and `mode` tabs) is the lobby's. */
const GAME_PARAMS = ['gameCode', 'playType', 'view'] as const;

/** The lobby's own query: the area tab and the prize mode tab, kept while a game is open. */
export const LOBBY_AREA_PARAM = 'area';
export const LOBBY_MODE_PARAM = 'mode';

export function isLotteryArea(value: string | null): value is TLotteryArea {
  return (LOTTERY_AREAS as readonly (string | null)[]).includes(value);
}

type TLobbyLocation = { pathname: string; search: string };

/**
 * `<lobby path>?gameCode=…&playType=…&view=…`: a game's betting view (the spec's query plus the section) on the
 * lobby route it was opened from (/elott stays /elott: its title and header item), the lobby's tabs kept in the
 * query so "← Lobby" returns to them. Without a lobby: /lottery.
 */
export function lotteryGamePath(
  query: { gameCode: string; playType?: string; view?: TLotteryView },
  lobby: TLobbyLocation = { pathname: ROUTES.lottery.path, search: '' },
): string {
  const params = new URLSearchParams({ gameCode: query.gameCode });
  if (query.playType) params.set('playType', query.playType);
  if (query.view && query.view !== 'bet') params.set('view', query.view);
  for (const [key, value] of new URLSearchParams(lobby.search))
    if (!(GAME_PARAMS as readonly string[]).includes(key)) params.set(key, value);
  return `${lobby.pathname}?${params.toString()}`;
}

/**
 * Where "← Lobby" leads from a game's betting view: the same route with the lobby's tabs as they were. A game
 * opened without them (a link from elsewhere) returns to its own area when the route opens on another one.
 */
export function lotteryLobbyPath(
  game: TLobbyLocation,
  route: TLotteryRoute,
  gameArea: TLotteryArea | undefined,
): string {
  const params = new URLSearchParams(game.search);
  for (const key of GAME_PARAMS) params.delete(key);
  const area = params.get(LOBBY_AREA_PARAM) ?? gameArea;
  // The route's own area needs no query (/elott, not /elott?area=ELOTT).
  if (area && area !== AREA_OF_ROUTE[route]) params.set(LOBBY_AREA_PARAM, area);
  else params.delete(LOBBY_AREA_PARAM);
  const search = params.toString();
  return search ? `${game.pathname}?${search}` : game.pathname;
}

/** `lotteryGamePath` from the lobby the player is on, its area tab `area` recorded in the query. */
export function useLotteryGamePath(area: TLotteryArea) {
  const { pathname, search } = useLocation();
  return useCallback(
    (query: Parameters<typeof lotteryGamePath>[0]) => {
      const params = new URLSearchParams(search);
      params.set(LOBBY_AREA_PARAM, area);
      return lotteryGamePath(query, { pathname, search: params.toString() });
    },
    [pathname, search, area],
  );
}
