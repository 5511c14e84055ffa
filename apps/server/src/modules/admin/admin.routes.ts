import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { auditRoutes } from './audit/audit.routes.js';
import { chatRoomOpsRoutes } from './chat-room/chat-room.ops.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { contentOpsRoutes } from './content/content-ops.routes.js';
import { lotteryOpsRoutes } from './lottery/lottery-ops.routes.js';
import { legalPageAdminRoutes } from './merchants/legal-pages.routes.js';
import { merchantAdminRoutes } from './merchants/merchants.routes.js';
import { payloadKeyAdminRoutes } from './merchants/payload-key.routes.js';
import { operatorRoutes } from './operators/operators.routes.js';
import { outboxRoutes } from './outbox/outbox.routes.js';
import { liveChatOpsRoutes } from './live-chat/live-chat.ops.routes.js';
import { supportPageRoutes } from './live-chat/support-page.routes.js';
import { customerServiceOpsRoutes } from '../customer-service/customer-service.ops.routes.js';
import { dualControlOpsRoutes } from '../dual-control/dual-control.ops.routes.js';
import { gameOpsRoutes } from '../games/games.ops.routes.js';
import { paymentOpsRoutes } from '../payments/payments.ops.routes.js';
import { agentOpsRoutes } from '../agent/agent.ops.routes.js';
import { redEnvelopeOpsRoutes } from '../promotions/red-envelope/red-envelope.ops.routes.js';
import { referralOpsRoutes } from '../loyalty/referral/referral.ops.routes.js';
import { cashbackOpsRoutes } from '../promotions/cashback/cashback.ops.routes.js';
import { promotionOpsRoutes } from '../promotions/catalogue/promotions.ops.routes.js';
import { walletOpsRoutes } from '../wallet/wallet.ops.routes.js';
import { withdrawalOpsRoutes } from '../withdrawals/withdrawals.ops.routes.js';
import { messageOpsRoutes } from './messages/messages.ops.routes.js';
import { bonusOpsRoutes } from '../promotions/bonus/bonus.ops.routes.js';

/** The operator API, mounted under /ops outside the merchant scope: it has its own authentication. */
export function adminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(authRoutes(ctx));
    await app.register(operatorRoutes(ctx));
    await app.register(merchantAdminRoutes(ctx));
    await app.register(payloadKeyAdminRoutes(ctx));
    await app.register(legalPageAdminRoutes(ctx));
    await app.register(contentOpsRoutes(ctx));
    await app.register(auditRoutes(ctx));
    await app.register(outboxRoutes(ctx));
    await app.register(walletOpsRoutes(ctx));
    await app.register(agentOpsRoutes(ctx));
    await app.register(redEnvelopeOpsRoutes(ctx));
    await app.register(referralOpsRoutes(ctx));
    await app.register(cashbackOpsRoutes(ctx));
    await app.register(promotionOpsRoutes(ctx));
    await app.register(paymentOpsRoutes(ctx));
    await app.register(withdrawalOpsRoutes(ctx));
    await app.register(dualControlOpsRoutes(ctx));
    await app.register(gameOpsRoutes(ctx));
    await app.register(messageOpsRoutes(ctx));
    await app.register(liveChatOpsRoutes(ctx));
    await app.register(supportPageRoutes());
    await app.register(customerServiceOpsRoutes(ctx));
    await app.register(chatRoomOpsRoutes(ctx));
    await app.register(lotteryOpsRoutes(ctx));
    await app.register(bonusOpsRoutes(ctx));
  };
}
