import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Catalogue reads: hot games, game lists, vendor lanes, rank list, favourites, recent games, PvP rooms. */
export function gameCatalogueRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
