import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { auditRoutes } from './audit/audit.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { legalPageAdminRoutes } from './merchants/legal-pages.routes.js';
import { merchantAdminRoutes } from './merchants/merchants.routes.js';
import { payloadKeyAdminRoutes } from './merchants/payload-key.routes.js';
import { operatorRoutes } from './operators/operators.routes.js';
import { outboxRoutes } from './outbox/outbox.routes.js';
import { gameOpsRoutes } from '../games/games.ops.routes.js';
import { paymentOpsRoutes } from '../payments/payments.ops.routes.js';
import { walletOpsRoutes } from '../wallet/wallet.ops.routes.js';
import { withdrawalOpsRoutes } from '../withdrawals/withdrawals.ops.routes.js';

/** The operator API, mounted under /ops outside the merchant scope: it has its own authentication. */
export function adminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(authRoutes(ctx));
    await app.register(operatorRoutes(ctx));
    await app.register(merchantAdminRoutes(ctx));
    await app.register(payloadKeyAdminRoutes(ctx));
    await app.register(legalPageAdminRoutes(ctx));
    await app.register(auditRoutes(ctx));
    await app.register(outboxRoutes(ctx));
    await app.register(walletOpsRoutes(ctx));
    await app.register(paymentOpsRoutes(ctx));
    await app.register(withdrawalOpsRoutes(ctx));
    await app.register(gameOpsRoutes(ctx));
  };
}
