import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxySetting } from './config.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { passwordRoutes } from './modules/member/password.routes.js';
import { registerRoutes } from './modules/member/register.routes.js';
import { securityRoutes } from './modules/member/security.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { gameCatalogueRoutes } from './modules/games/catalogue.routes.js';
import { gameMenuRoutes } from './modules/games/game-menus.routes.js';
import { lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { lotteryBetRoutes } from './modules/lottery/bets/lottery-bets.routes.js';
import { lotteryLobbyRoutes } from './modules/lottery/lobby/lobby.routes.js';
import { gameLaunchRoutes } from './modules/games/launch.routes.js';
import { betRecordRoutes } from './modules/bet-records/bet-records.routes.js';
import { historyRoutes } from './modules/protection/history/history.routes.js';
import { chatRoomRoutes } from './modules/chat-room/chat-room.routes.js';
import { liveChatRoutes } from './modules/live-chat/live-chat.routes.js';
import { liveChatSocketRoutes } from './modules/live-chat/live-chat-socket.routes.js';
import { baccaratRoutes } from './inhouse-vendor/baccarat/baccarat.routes.js';
import { crashRoutes } from './inhouse-vendor/crash/crash.routes.js';
import { pvpRoutes } from './inhouse-vendor/pvp/pvp.routes.js';
import { inhouseVendorRoutes } from './inhouse-vendor/inhouse.routes.js';
import { addMerchantScope } from './modules/merchant/merchant-scope.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { sitePagePolicy } from './modules/system/site-page-policy.js';
import { paymentPublicRoutes } from './modules/payments/payments.public.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { redEnvelopeRoutes } from './modules/promotions/red-envelope/red-envelope.routes.js';
import { cashbackRoutes } from './modules/promotions/cashback/cashback.routes.js';
import { pointsRoutes } from './modules/loyalty/points/index.js';
import { vipRoutes } from './modules/loyalty/vip/vip.routes.js';
import { protectionLimitRoutes } from './modules/protection/limits/index.js';
import { missionRoutes } from './modules/loyalty/missions/index.js';
import { referralRoutes } from './modules/loyalty/referral/referral.routes.js';
import { withdrawalRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { kycRoutes } from './modules/protection/kyc/kyc.routes.js';
import { bonusRoutes } from './modules/promotions/bonus/bonus.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { exclusionRoutes } from './modules/protection/exclusions/exclusions.routes.js';
import { protectionSessionRoutes } from './modules/protection/session/session.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { promotionRoutes } from './modules/promotions/catalogue/promotions.routes.js';
import { vendorWalletRoutes } from './modules/vendor-wallet/vendor-wallet.routes.js';
import type { TAppContext } from './platform/context.js';
import { chargeCostlyRoutes } from './platform/costly-budget.js';
import { installErrorHandler } from './platform/errors.js';
import {
  answerSocketHandshakeError,
  installProtocolGuards,
  PROTOCOL_ERROR_OPTIONS,
} from './platform/protocol-errors.js';
import { healthRoutes } from './platform/health.routes.js';
import { holdUntilReady } from './platform/readiness.js';
import { loggerOptions } from './platform/logging.js';
import { registerMetrics } from './platform/metrics.js';
import { serverWithResponseCache } from './platform/response-cache.js';
import { DOCS_CSP, registerSecurityHeaders } from './platform/security-headers.js';
import { registerSpa } from './platform/spa.js';
import { installKeyring, keyringFromConfig } from './platform/secrets/keyring.js';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** The largest socket frame any socket route takes: live chat's 1000-character message is at most ~4 KB of
 * UTF-8 in JSON. Each route checks its own frames. */
const SOCKET_FRAME_MAX_BYTES = 8 * 1024;

/** Builds the whole HTTP app from its context, without listening (tests use `inject`). */
export async function buildApp(ctx: TAppContext): Promise<FastifyInstance> {
  // The stored secrets open with the configuration's keyring (main has installed it already; tests have not).
  installKeyring(keyringFromConfig(ctx.config));
  const { responseCache } = ctx;
  const app = Fastify({
    logger: loggerOptions(ctx.config),
    trustProxy: trustProxySetting(ctx.config.TRUSTED_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    ...PROTOCOL_ERROR_OPTIONS,
    ...(responseCache?.isEnabled ? { serverFactory: serverWithResponseCache(responseCache) } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Before any route exists: the routes that hash passwords or open sealed bodies are charged per address.
  app.addHook('onRoute', chargeCostlyRoutes(ctx));
  registerSecurityHeaders(app, ctx.config);
  installProtocolGuards(app);
  // Before every route: a request that comes while the process is still starting waits for it.
  if (ctx.readiness) holdUntilReady(app, ctx.readiness);
  // Callback hooks, not async ones: on the hot read paths a promise per hook per request is measurable
  // (bench/catalogue, docs/performance.md). Set before the handler, the header is on errors too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Proof images only: one file per request; the size limit is checked where the file is read.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 6 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kirin API', version: '0.1.0', description: 'Player site, vendor and operator API.' },
      components: {
        securitySchemes: {
          memberToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
          operatorToken: { type: 'apiKey', in: 'header', name: 'X-Operator-Token' },
        },
      },
    },
    // The operator API is listed only where DOCS_OPERATOR_ROUTES says so: the public document maps no /ops.
    transform: (input) =>
      !ctx.config.DOCS_OPERATOR_ROUTES && input.url.startsWith('/ops')
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  registerMetrics(app, ctx.config, responseCache);

  await app.register(healthRoutes(ctx));
  await app.register(adminRoutes(ctx), { prefix: '/ops' });
  await app.register(paymentPublicRoutes(ctx));
  await app.register(vendorWalletRoutes(ctx));
  // Every route with a socket lives in this one scope: each @fastify/websocket registration listens to the
  // server's upgrade event (a second one would route every upgrade twice), and its per-request hooks stay off
  // the hot read paths outside it.
  await app.register(async (sockets) => {
    await sockets.register(fastifyWebsocket, { options: { maxPayload: SOCKET_FRAME_MAX_BYTES } });
    sockets.websocketServer.on('wsClientError', answerSocketHandshakeError);
    // Live chat (visitor and support): outside the merchant scope (the token names it).
    await sockets.register(liveChatSocketRoutes(ctx));
    // The in-house vendor is a separate party: its own routes under /inhouse, outside the merchant scope.
    if (ctx.config.INHOUSE_VENDOR_ENABLED)
      await sockets.register(
        async (inhouse) => {
          await inhouse.register(inhouseVendorRoutes(ctx));
          await inhouse.register(crashRoutes(ctx), { prefix: '/crash' });
          await inhouse.register(baccaratRoutes(ctx), { prefix: '/baccarat' });
          await inhouse.register(pvpRoutes(ctx), { prefix: '/pvp' });
        },
        { prefix: '/inhouse' },
      );
    await sockets.register(async (chatRoom) => {
      addMerchantScope(chatRoom, ctx);
      await chatRoom.register(chatRoomRoutes(ctx));
    });
  });
  await app.register(async (merchantScoped) => {
    addMerchantScope(merchantScoped, ctx);
    await merchantScoped.register(systemRoutes(ctx));
    await merchantScoped.register(contentRoutes(ctx));
    await merchantScoped.register(gameMenuRoutes(ctx));
    await merchantScoped.register(lotteryRoutes(ctx));
    await merchantScoped.register(lotteryBetRoutes(ctx));
    await merchantScoped.register(lotteryLobbyRoutes(ctx));
    await merchantScoped.register(gameCatalogueRoutes(ctx));
    await merchantScoped.register(gameLaunchRoutes(ctx));
    await merchantScoped.register(betRecordRoutes(ctx));
    await merchantScoped.register(authRoutes(ctx));
    await merchantScoped.register(registerRoutes(ctx));
    await merchantScoped.register(memberRoutes(ctx));
    await merchantScoped.register(securityRoutes(ctx));
    await merchantScoped.register(passwordRoutes(ctx));
    await merchantScoped.register(verificationRoutes(ctx));
    await merchantScoped.register(walletRoutes(ctx));
    await merchantScoped.register(agentRoutes(ctx));
    await merchantScoped.register(redEnvelopeRoutes(ctx));
    await merchantScoped.register(cashbackRoutes(ctx));
    await merchantScoped.register(pointsRoutes(ctx));
    await merchantScoped.register(vipRoutes(ctx));
    await merchantScoped.register(missionRoutes(ctx));
    await merchantScoped.register(referralRoutes(ctx));
    await merchantScoped.register(paymentRoutes(ctx));
    await merchantScoped.register(withdrawalRoutes(ctx));
    await merchantScoped.register(protectionLimitRoutes(ctx));
    await merchantScoped.register(kycRoutes(ctx));
    await merchantScoped.register(bonusRoutes(ctx));
    await merchantScoped.register(messageRoutes(ctx));
    await merchantScoped.register(feedbackRoutes(ctx));
    await merchantScoped.register(promotionRoutes(ctx));
    await merchantScoped.register(liveChatRoutes(ctx));
    await merchantScoped.register(historyRoutes(ctx));
    await merchantScoped.register(exclusionRoutes(ctx));
    await merchantScoped.register(protectionSessionRoutes(ctx));
  });

  await registerSpa(app, ctx.config.WEB_DIST, ctx.config.CONSOLE_DIST, sitePagePolicy(ctx));
  return app;
}
