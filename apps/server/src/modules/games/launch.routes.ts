import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** POST /wps/game/launchGame: a one-time launch token in the vendor's game URL. */
export function gameLaunchRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
