import { ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { listDrawResults } from './list-draw-results.js';
import { listLotteryGames } from './list-lottery-games.js';
import { listOpenNumeros } from './list-open-numeros.js';
import { listVnOpenNumeros } from './list-vn-open-numeros.js';
import {
  ZDrawResultsAnswer,
  ZDrawResultsParams,
  ZDrawResultsQuery,
  ZLotteryGamesQuery,
  ZLotteryGameView,
  ZOpenNumerosAnswer,
  ZVnNumerosQuery,
  ZVnOpenNumerosAnswer,
} from '@kirin/contracts';

/** The site's lottery reads (merchant-scoped, no login): games, open issues and draw results. */
export function lotteryRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lottery'];
    app.get(
      '/lgw/lottery/games',
      {
        schema: {
          tags,
          summary: "The merchant's lottery games, of one prize mode (Lott, ZY, Elott, SEA) or all",
          querystring: ZLotteryGamesQuery,
          response: { 200: ZSuccess(z.object({ serverTime: z.string(), games: z.array(ZLotteryGameView) })) },
        },
      },
      async (request) =>
        ok({
          serverTime: new Date().toISOString(),
          games: await listLotteryGames(ctx.db, request.merchant.id, request.query.prizeMode),
        }),
    );
    app.get(
      '/lotto/lgw/games/opened/numero',
      {
        schema: {
          tags,
          summary: "Each game's issue taking bets now, with its close time and the server time",
          response: { 200: ZSuccess(ZOpenNumerosAnswer) },
        },
      },
      async (request) => ok(await listOpenNumeros(ctx.db, request.merchant.id)),
    );
    app.get(
      '/lgw/vn/numeros/opened/game',
      {
        schema: {
          tags,
          summary: 'The open Vietnamese issues, one per station, soonest close first',
          querystring: ZVnNumerosQuery,
          response: { 200: ZSuccess(ZVnOpenNumerosAnswer) },
        },
      },
      async (request) => ok(await listVnOpenNumeros(ctx.db, request.merchant.id, request.query.count)),
    );
    app.get(
      '/lgw/draw/code/:gameCode',
      {
        schema: {
          tags,
          summary: "A game's draw results, newest first, with revealed seeds for fast games",
          params: ZDrawResultsParams,
          querystring: ZDrawResultsQuery,
          response: { 200: ZSuccess(ZDrawResultsAnswer) },
        },
      },
      async (request) =>
        ok(
          await listDrawResults(ctx.db, request.merchant.id, {
            gameCode: request.params.gameCode,
            ...request.query,
          }),
        ),
    );
  };
}
