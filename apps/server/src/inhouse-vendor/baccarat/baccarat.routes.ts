import {
  BACCARAT_GAME_CODE,
  ZBaccaratBetAnswer,
  ZBaccaratBetRequest,
  ZBaccaratHistory,
  ZBaccaratState,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { liveClock } from '../crash/live-clock.js';
import { LiveFeed, WS_CLOSE_SESSION_INVALID, type TFeedSocket } from '../crash/live-feed.js';
import { registerFairRoundLookup } from '../fair-round-lookup.js';
import { findVendorSession, requireVendorSession, vendorSessionTokenOf } from '../vendor-session.js';
import { listBaccaratHistory, lookupBaccaratFairRound } from './baccarat-fair-round.js';
import { BACCARAT_SEAT_HEARTBEAT_MS, leaveBaccaratSeat, refreshBaccaratSeats } from './baccarat-seats.js';
import { placeBaccaratBet } from './place-baccarat-bet.js';
import { baccaratStateFor, readBaccaratTable } from './read-baccarat-state.js';
import { sweepBaccaratRounds } from './sweep-baccarat-rounds.js';

/** How often each process pushes the table to its sockets. */
const BACCARAT_FEED_INTERVAL_MS = 500;

const ZSessionQuery = z.object({ session: z.string().max(200).optional() });

/** The in-house shared-table baccarat: rounds every 30 s, bets and the live WebSocket feed (under /inhouse/baccarat). */
export function baccaratRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!ctx.config.INHOUSE_VENDOR_ENABLED) return;
    registerFairRoundLookup('B', lookupBaccaratFairRound);
    const tags = ['in-house vendor'];
    const description = 'Header X-Vendor-Session (or query session).';
    let seatsRefreshedAt = 0;

    const feed = new LiveFeed({
      intervalMs: BACCARAT_FEED_INTERVAL_MS,
      now: () => liveClock.now(),
      log: app.log,
      tick: async (now, clients) => {
        const sweep = await sweepBaccaratRounds(ctx, now, app.log);
        if (clients.length > 0) {
          if (Math.abs(now - seatsRefreshedAt) >= BACCARAT_SEAT_HEARTBEAT_MS) {
            seatsRefreshedAt = now;
            await refreshBaccaratSeats(
              ctx.db,
              clients.map((c) => c.session),
              now,
            );
          }
          const table = await readBaccaratTable(ctx.db, now);
          for (const client of clients) LiveFeed.send(client, baccaratStateFor(table, client.session));
        }
        return { hasPendingWork: sweep.hasUnsettled };
      },
    });
    app.addHook('onClose', async () => feed.close());

    const baccaratSession = async (request: FastifyRequest) => {
      const session = await requireVendorSession(ctx, request);
      if (session.gameCode !== BACCARAT_GAME_CODE) throw new AppError('GAME_SESSION_INVALID');
      return session;
    };

    app.post(
      '/api/bet',
      {
        schema: {
          tags,
          summary: 'Bet on PLAYER, BANKER or TIE during the first 20 s of the round (several bets allowed)',
          description: `${description} Outside the betting window: INVALID_STATE. INSUFFICIENT_FUNDS carries details.balance.`,
          body: ZBaccaratBetRequest,
          response: { 200: ZSuccess(ZBaccaratBetAnswer) },
        },
      },
      async (request) => {
        const placed = await placeBaccaratBet(
          ctx,
          await baccaratSession(request),
          request.body,
          liveClock.now(),
        );
        feed.wake();
        return ok(placed);
      },
    );

    app.get(
      '/api/state',
      {
        schema: {
          tags,
          summary: 'The table now (the WebSocket pushes the same object); deals what is due first',
          description,
          querystring: ZSessionQuery,
          response: { 200: ZSuccess(ZBaccaratState) },
        },
      },
      async (request) => {
        const session = await baccaratSession(request);
        const now = liveClock.now();
        await sweepBaccaratRounds(ctx, now, request.log);
        return ok(baccaratStateFor(await readBaccaratTable(ctx.db, now), session));
      },
    );

    app.get(
      '/api/history',
      {
        schema: {
          tags,
          summary: 'The outcomes of the last 60 dealt rounds, newest first (the road)',
          response: { 200: ZSuccess(ZBaccaratHistory) },
        },
      },
      async () => ok(await listBaccaratHistory(ctx)),
    );

    app.get(
      '/ws',
      {
        websocket: true,
        schema: {
          tags,
          summary: 'Live table: a state message every 500 ms; the socket keeps the seat',
          querystring: ZSessionQuery,
        },
      },
      async (socket, request) => {
        const live = socket as unknown as TFeedSocket;
        const session = await findVendorSession(ctx, vendorSessionTokenOf(request));
        if (!session || session.gameCode !== BACCARAT_GAME_CODE) {
          live.send(JSON.stringify({ type: 'error', code: 'GAME_SESSION_INVALID' }));
          live.close(WS_CLOSE_SESSION_INVALID, 'game_session_invalid');
          return;
        }
        await refreshBaccaratSeats(ctx.db, [session], liveClock.now());
        feed.add(live, session);
        live.on('close', () => {
          if (feed.clientsOf(session.merchantCode, session.playerId).length > 0) return;
          leaveBaccaratSeat(ctx.db, session).catch((error: unknown) =>
            request.log.warn({ err: error }, 'baccarat seat not released'),
          );
        });
      },
    );
  };
}
