import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** The member's betting record (personalHistoryCopy) and personal profit (personalProfit). */
export function betRecordRoutes(_ctx: TAppContext): FastifyPluginAsyncZod {
  return async () => {};
}
