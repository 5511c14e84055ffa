import { GAME_CATEGORIES, ZGameMenus, ZSuccess, type TGameCategory } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { listEnabledVendors } from './games.queries.js';

/** Category menu for the header: categories with at least one enabled vendor, sports right after live. */
export function gameMenuRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lgw/games/game_menus',
      {
        schema: {
          tags: ['games'],
          summary: 'Game categories with their vendors',
          response: { 200: ZSuccess(ZGameMenus) },
        },
      },
      async (request) => {
        const vendors = await ctx.cache.getOrLoad(`merchant:vendors:${request.merchant.id}`, () =>
          listEnabledVendors(ctx.db, request.merchant.id),
        );
        const categories = GAME_CATEGORIES.map((gameCategory: TGameCategory) => ({
          gameCategory,
          title: gameCategory,
          vendors: vendors.filter((v) => v.gameCategory === gameCategory),
        })).filter((c) => c.vendors.length > 0);
        return ok({ categories });
      },
    );
  };
}
