import type { TSession } from '../../../lib/session-store';
import { renderGames, type TGamesAnswers } from '../../games/testing/games.test-support';
import {
  EMPTY_RESULTS,
  GAMES,
  openNumero,
  openNumeros,
  POPULAR,
  SERVER_NOW,
  WINNERS,
} from './lottery-fixtures';

export { deferred, MEMBER, sentTo, TRIAL, BALANCE_PATH } from '../../games/testing/games.test-support';

/** The lobby's calls answered with the fixtures: every game open for 90 s more, no results yet. */
export function lobbyAnswers(): TGamesAnswers {
  return {
    '/lgw/lottery/games': { value: { serverTime: SERVER_NOW, games: GAMES } },
    '/lotto/lgw/games/opened/numero': { value: openNumeros(GAMES.map((game) => openNumero(game, 90_000))) },
    '/lgw/vn/numeros/opened/game': { value: { serverTime: SERVER_NOW, numeros: [] } },
    '/lgw/vn/games/game_menu/recent': { value: { games: [] } },
    '/lgw/games/popular': { value: POPULAR },
    '/lgw/winners': { value: WINNERS },
    ...Object.fromEntries(
      GAMES.map((game) => [`/lgw/draw/code/${game.gameCode}`, { value: EMPTY_RESULTS(game.gameCode) }]),
    ),
  };
}

/** The real site at `path` with the lottery calls answered from `answers` over the lobby's defaults. */
export function renderLottery(
  path: string,
  options: { session?: Partial<TSession>; answers?: TGamesAnswers } = {},
) {
  return renderGames(path, { session: options.session, answers: { ...lobbyAnswers(), ...options.answers } });
}
