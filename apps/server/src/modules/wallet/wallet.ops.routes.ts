import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';

/** Operator wallet routes: manual adjustments, vendor wallets, the ledger auditor. */
export function walletOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    void ctx;
    void app;
  };
}
