import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** The in-house crash game: rounds, bets, cash-outs and the live WebSocket feed. */
export function crashRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
