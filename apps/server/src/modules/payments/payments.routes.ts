import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Member deposit calls. */
export function paymentRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    void ctx;
    void app;
  };
}
