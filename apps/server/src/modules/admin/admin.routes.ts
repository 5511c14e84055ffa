import type { TOperatorArea } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { auditRoutes } from './audit/audit.routes.js';
import { chatRoomOpsRoutes } from '../chat-room/chat-room.ops.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { requireOperatorArea } from './auth/require-operator.js';
import { contentOpsRoutes } from '../content/ops/content.ops.routes.js';
import { lotteryOpsRoutes } from '../lottery/ops/lottery.ops.routes.js';
import { legalPageAdminRoutes } from '../merchant/ops/legal-pages.ops.routes.js';
import { merchantAdminRoutes } from '../merchant/ops/merchants.ops.routes.js';
import { payloadKeyAdminRoutes } from '../merchant/ops/payload-key.ops.routes.js';
import { operatorRoutes } from './operators/operators.routes.js';
import { outboxRoutes } from './outbox/outbox.routes.js';
import { liveChatOpsRoutes } from '../live-chat/live-chat.ops.routes.js';
import { supportPageRoutes } from '../live-chat/support-page.ops.routes.js';
import { customerServiceOpsRoutes } from '../customer-service/customer-service.ops.routes.js';
import { dualControlOpsRoutes } from '../dual-control/dual-control.ops.routes.js';
import { gameOpsRoutes } from '../games/games.ops.routes.js';
import { paymentOpsRoutes } from '../payments/payments.ops.routes.js';
import { agentOpsRoutes } from '../agent/agent.ops.routes.js';
import { redEnvelopeOpsRoutes } from '../promotions/red-envelope/red-envelope.ops.routes.js';
import { missionOpsRoutes } from '../loyalty/missions/index.js';
import { referralOpsRoutes } from '../loyalty/referral/referral.ops.routes.js';
import { cashbackOpsRoutes } from '../promotions/cashback/cashback.ops.routes.js';
import { pointsOpsRoutes } from '../loyalty/points/index.js';
import { vipOpsRoutes } from '../loyalty/vip/vip.ops.routes.js';
import { promotionOpsRoutes } from '../promotions/catalogue/promotions.ops.routes.js';
import { walletOpsRoutes } from '../wallet/wallet.ops.routes.js';
import { withdrawalOpsRoutes } from '../withdrawals/withdrawals.ops.routes.js';
import { messageOpsRoutes } from '../messages/messages.ops.routes.js';
import { bonusOpsRoutes } from '../promotions/bonus/bonus.ops.routes.js';
import { memberOpsRoutes } from '../member/ops/member.ops.routes.js';
import { reportsOpsRoutes } from '../reports/reports.ops.routes.js';
import { protectionLimitOpsRoutes } from '../protection/limits/index.js';
import { exclusionOpsRoutes } from '../protection/exclusions/exclusions.ops.routes.js';
import { kycOpsRoutes } from '../protection/kyc/kyc.ops.routes.js';

/** Registers an area's routes behind its guard (OPERATOR_AREAS): hooks added here reach only these routes. */
function inArea(
  ctx: TAppContext,
  area: TOperatorArea,
  routes: FastifyPluginAsyncZod[],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOperatorArea(ctx, area));
    for (const plugin of routes) await app.register(plugin);
  };
}

/**
 * The operator API, mounted under /ops outside the merchant scope: it has its own authentication. Sign-in and
 * the merchant list (which every operator needs to pick a merchant) stand outside the areas; the support
 * page's static files are public (it signs in from the browser).
 */
export function adminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(authRoutes(ctx));
    await app.register(merchantAdminRoutes(ctx));
    await app.register(supportPageRoutes());
    await app.register(
      inArea(ctx, 'platform', [
        operatorRoutes(ctx),
        payloadKeyAdminRoutes(ctx),
        auditRoutes(ctx),
        outboxRoutes(ctx),
      ]),
    );
    await app.register(
      inArea(ctx, 'money', [
        walletOpsRoutes(ctx),
        paymentOpsRoutes(ctx),
        withdrawalOpsRoutes(ctx),
        dualControlOpsRoutes(ctx),
        reportsOpsRoutes(ctx),
      ]),
    );
    await app.register(inArea(ctx, 'content', [legalPageAdminRoutes(ctx), contentOpsRoutes(ctx)]));
    await app.register(
      inArea(ctx, 'service', [liveChatOpsRoutes(ctx), customerServiceOpsRoutes(ctx), chatRoomOpsRoutes(ctx)]),
    );
    await app.register(inArea(ctx, 'messages', [messageOpsRoutes(ctx)]));
    await app.register(inArea(ctx, 'games', [gameOpsRoutes(ctx)]));
    await app.register(inArea(ctx, 'lottery', [lotteryOpsRoutes(ctx)]));
    await app.register(inArea(ctx, 'agents', [agentOpsRoutes(ctx)]));
    await app.register(
      inArea(ctx, 'promotions', [
        promotionOpsRoutes(ctx),
        bonusOpsRoutes(ctx),
        cashbackOpsRoutes(ctx),
        redEnvelopeOpsRoutes(ctx),
      ]),
    );
    await app.register(
      inArea(ctx, 'loyalty', [
        pointsOpsRoutes(ctx),
        vipOpsRoutes(ctx),
        missionOpsRoutes(ctx),
        referralOpsRoutes(ctx),
      ]),
    );
    await app.register(inArea(ctx, 'members', [memberOpsRoutes(ctx)]));
    await app.register(
      inArea(ctx, 'protection', [protectionLimitOpsRoutes(ctx), exclusionOpsRoutes(ctx), kycOpsRoutes(ctx)]),
    );
  };
}
