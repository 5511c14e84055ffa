import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Operator routes for the catalogue: vendors, games, groups, rooms, maintenance and hot flags. */
export function gameOpsRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
