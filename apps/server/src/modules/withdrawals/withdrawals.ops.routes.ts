import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Operator withdrawal routes: the queue and its actions. */
export function withdrawalOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    void ctx;
    void app;
  };
}
