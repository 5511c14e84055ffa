import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** The in-house shared-table baccarat: rounds every 30 s, bets and the live WebSocket feed. */
export function baccaratRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
