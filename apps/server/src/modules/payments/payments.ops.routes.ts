import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Operator deposit routes: payment methods and the deposit queue. */
export function paymentOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    void ctx;
    void app;
  };
}
