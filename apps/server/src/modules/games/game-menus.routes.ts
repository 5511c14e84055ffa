import { GAME_CATEGORIES, ZGameMenus, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { PRECOMPRESSED_ROUTE, sendCachedJson } from './cached-json.js';
import { catalogueCachePrefix, readCatalogue } from './read-catalogue.js';

const GameMenusAnswer = ZSuccess(ZGameMenus);

/** Category menu for the header: categories with at least one visible vendor, sports right after live. */
export function gameMenuRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lgw/games/game_menus',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags: ['games'],
          summary: 'Game categories with their vendors',
          response: { 200: GameMenusAnswer },
        },
      },
      // Read on every page: its JSON is kept per merchant until the catalogue changes.
      async (request, reply) => {
        const merchantId = request.merchant.id;
        return sendCachedJson(
          ctx,
          request,
          reply,
          `${catalogueCachePrefix(merchantId)}menus`,
          GameMenusAnswer,
          async () => {
            const { lanes } = await readCatalogue(ctx, merchantId);
            const categories = GAME_CATEGORIES.map((gameCategory) => ({
              gameCategory,
              title: gameCategory,
              vendors: lanes
                .filter((lane) => lane.gameCategory === gameCategory)
                .map((lane) => ({
                  vassalage: lane.vassalage,
                  displayName: lane.displayName,
                  isHot: lane.isHot ? (1 as const) : (0 as const),
                  gameCategory,
                })),
            })).filter((c) => c.vendors.length > 0);
            return ok({ categories });
          },
        );
      },
    );
  };
}
