import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Member wallet calls: balances, wallet transfers, consolidated config, account record, line transfers. */
export function walletRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    void ctx;
    void app;
  };
}
