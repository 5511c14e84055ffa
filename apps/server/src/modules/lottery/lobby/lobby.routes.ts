import {
  ZLotteryLobbyLinkAnswer,
  ZLotteryLobbyLinkQuery,
  ZLotteryWinnersAnswer,
  ZLotteryWinnersQuery,
  ZPopularLotteryAnswer,
  ZPopularLotteryQuery,
  ZRecentLotteryGamesAnswer,
  ZSuccess,
  ZVnGameMenuAnswer,
  ZVnGameMenuQuery,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { buildLotteryLobbyLink } from './build-lobby-link.js';
import { listLotteryWinners } from './list-lottery-winners.js';
import { listPopularLotteryGames } from './list-popular-lottery-games.js';
import { listRecentLotteryGames } from './list-recent-lottery-games.js';
import { listVnGameMenu } from './list-vn-game-menu.js';

/**
 * The site's lottery lobby calls (merchant-scoped): the Vietnamese game menu, the member's recent games, popular
 * games, the winner board and the lobby link (docs/lottery.md, "Lobby calls"). device and language are
 * accepted and change nothing: every answer carries all of a game's names.
 */
export function lotteryLobbyRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lottery'];
    app.get(
      '/lgw/vn/games/game_menu',
      {
        schema: {
          tags,
          summary: 'The Vietnamese games by region (North, Central, South), each with its open issue',
          querystring: ZVnGameMenuQuery,
          response: { 200: ZSuccess(ZVnGameMenuAnswer) },
        },
      },
      async (request) => ok(await listVnGameMenu(ctx.db, request.merchant.id)),
    );
    app.get(
      '/lgw/vn/games/game_menu/recent',
      {
        preHandler: requireMember(ctx, { isTrialAllowed: true }),
        schema: {
          tags,
          summary: "The member's lottery games by latest bet, at most 10",
          response: { 200: ZSuccess(ZRecentLotteryGamesAnswer) },
        },
      },
      async (request) => ok(await listRecentLotteryGames(ctx.db, request.merchant.id, memberOf(request).id)),
    );
    app.get(
      '/lgw/games/popular',
      {
        schema: {
          tags,
          summary: 'Lottery games by turnover over the last 24 hours, then in the operator’s order',
          querystring: ZPopularLotteryQuery,
          response: { 200: ZSuccess(ZPopularLotteryAnswer) },
        },
      },
      async (request) => ok(await listPopularLotteryGames(ctx, request.merchant.id, request.query)),
    );
    app.get(
      '/lgw/winners',
      {
        schema: {
          tags,
          summary: 'The winner board: the biggest lottery wins of the last 7 days, usernames masked',
          querystring: ZLotteryWinnersQuery,
          response: { 200: ZSuccess(ZLotteryWinnersAnswer) },
        },
      },
      async (request) => ok(await listLotteryWinners(ctx, request.merchant.id, request.query)),
    );
    app.get(
      '/lgw/lottery/lobby-link',
      {
        schema: {
          tags,
          summary: 'The site path the lottery lobby link opens (spec section 3)',
          querystring: ZLotteryLobbyLinkQuery,
          response: { 200: ZSuccess(ZLotteryLobbyLinkAnswer) },
        },
      },
      async (request) => ok(await buildLotteryLobbyLink(ctx.db, request.merchant.id, request.query)),
    );
  };
}
