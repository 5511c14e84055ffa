import {
  CRASH_GAME_CODE,
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_BET_MINOR,
  CRASH_MIN_BET_MINOR,
  ZCrashBetAnswer,
  ZCrashBetRequest,
  ZCrashCashOutAnswer,
  ZCrashConfig,
  ZCrashHistory,
  ZCrashState,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { registerFairRoundLookup } from '../fair-round-lookup.js';
import { findVendorSession, requireVendorSession, vendorSessionTokenOf } from '../vendor-session.js';
import { cashOutCrashBet } from './cash-out-crash-bet.js';
import { listCrashHistory, lookupCrashFairRound } from './crash-fair-round.js';
import { CRASH_BETTING_MS, CRASH_PAUSE_MS } from './crash-round.js';
import { liveClock } from './live-clock.js';
import { LiveFeed, WS_CLOSE_SESSION_INVALID, type TFeedSocket } from './live-feed.js';
import { placeCrashBet } from './place-crash-bet.js';
import { crashStateFor, readCrashTable } from './read-crash-state.js';
import { sweepCrashRounds } from './sweep-crash-rounds.js';

/** How often each process pushes the table to its sockets (cash-outs of others show within this). */
const CRASH_FEED_INTERVAL_MS = 250;

const ZSessionQuery = z.object({ session: z.string().max(200).optional() });

/** The in-house crash game: rounds, bets, cash-outs and the live WebSocket feed (under /inhouse/crash). */
export function crashRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!ctx.config.INHOUSE_VENDOR_ENABLED) return;
    registerFairRoundLookup('C', lookupCrashFairRound);
    const tags = ['in-house vendor'];
    const description = 'Header X-Vendor-Session (or query session).';

    const feed = new LiveFeed({
      intervalMs: CRASH_FEED_INTERVAL_MS,
      now: () => liveClock.now(),
      log: app.log,
      tick: async (now, clients) => {
        const sweep = await sweepCrashRounds(ctx, now, app.log);
        if (clients.length > 0) {
          const table = await readCrashTable(ctx.db, now);
          for (const client of clients) LiveFeed.send(client, crashStateFor(table, client.session));
        }
        return { hasPendingWork: sweep.unsettledBets > 0 };
      },
    });
    app.addHook('onClose', async () => feed.close());

    const crashSession = async (request: FastifyRequest) => {
      const session = await requireVendorSession(ctx, request);
      if (session.gameCode !== CRASH_GAME_CODE) throw new AppError('GAME_SESSION_INVALID');
      return session;
    };

    app.get(
      '/api/config',
      {
        schema: {
          tags,
          summary: 'The rules a page animates and checks with: the curve, the phases, the stake limits',
          response: { 200: ZSuccess(ZCrashConfig) },
        },
      },
      async () =>
        ok({
          growthPerMs: CRASH_GROWTH_PER_MS,
          bettingMs: CRASH_BETTING_MS,
          pauseMs: CRASH_PAUSE_MS,
          minBetMinor: CRASH_MIN_BET_MINOR,
          maxBetMinor: CRASH_MAX_BET_MINOR,
          feedIntervalMs: CRASH_FEED_INTERVAL_MS,
        }),
    );

    app.post(
      '/api/bet',
      {
        schema: {
          tags,
          summary: 'Bet on the round taking bets (one per player and round; autoCashOut in hundredths)',
          description: `${description} Outside the betting window: INVALID_STATE. INSUFFICIENT_FUNDS carries details.balance.`,
          body: ZCrashBetRequest,
          response: { 200: ZSuccess(ZCrashBetAnswer) },
        },
      },
      async (request) => {
        const placed = await placeCrashBet(ctx, await crashSession(request), request.body, liveClock.now());
        feed.wake();
        return ok(placed);
      },
    );

    app.post(
      '/api/cashout',
      {
        schema: {
          tags,
          summary: 'Cash out at the current multiplier while the round flies (the server clock decides)',
          description,
          response: { 200: ZSuccess(ZCrashCashOutAnswer) },
        },
      },
      async (request) => {
        const cashed = await cashOutCrashBet(ctx, await crashSession(request), liveClock.now());
        feed.wake();
        return ok(cashed);
      },
    );

    app.get(
      '/api/state',
      {
        schema: {
          tags,
          summary: 'The table now (the WebSocket pushes the same object); settles what is due first',
          description,
          querystring: ZSessionQuery,
          response: { 200: ZSuccess(ZCrashState) },
        },
      },
      async (request) => {
        const session = await crashSession(request);
        const now = liveClock.now();
        await sweepCrashRounds(ctx, now, request.log);
        return ok(crashStateFor(await readCrashTable(ctx.db, now), session));
      },
    );

    app.get(
      '/api/history',
      {
        schema: {
          tags,
          summary: 'The last 20 crash points, newest first',
          response: { 200: ZSuccess(ZCrashHistory) },
        },
      },
      async () => ok(await listCrashHistory(ctx, liveClock.now())),
    );

    app.get(
      '/ws',
      {
        websocket: true,
        schema: { tags, summary: 'Live table: a state message every 250 ms', querystring: ZSessionQuery },
      },
      async (socket, request) => {
        const live = socket as unknown as TFeedSocket;
        const session = await findVendorSession(ctx, vendorSessionTokenOf(request));
        if (!session || session.gameCode !== CRASH_GAME_CODE) {
          live.send(JSON.stringify({ type: 'error', code: 'GAME_SESSION_INVALID' }));
          live.close(WS_CLOSE_SESSION_INVALID, 'game_session_invalid');
          return;
        }
        feed.add(live, session);
      },
    );
  };
}
