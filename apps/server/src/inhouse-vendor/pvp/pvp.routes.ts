import { NIUNIU_GAME_CODE, TEENPATTI_GAME_CODE, ZSuccess } from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { liveClock } from '../crash/live-clock.js';
import {
  LiveFeed,
  WS_CLOSE_SESSION_INVALID,
  type TFeedClient,
  type TFeedSocket,
} from '../crash/live-feed.js';
import { registerFairRoundLookup } from '../fair-round-lookup.js';
import {
  findVendorSession,
  requireVendorSession,
  vendorSessionTokenOf,
  type TVendorPlayerSession,
} from '../vendor-session.js';
import { playPvpAction } from './play-pvp-action.js';
import { lookupPvpFairRound } from './pvp-fair-round.js';
import { PVP_SEAT_HEARTBEAT_MS, refreshPvpSeats, roomOfSession, takePvpSeat } from './pvp-rooms.js';
import { ZPvpActionAnswer, ZPvpActionRequest, ZPvpRoomState } from './pvp.schemas.js';
import { pvpRoomStateFor, readPvpRoom } from './read-pvp-room.js';
import { sweepPvpRooms } from './sweep-pvp-rooms.js';

/** How often each process pushes its rooms to its sockets (and sweeps timers). */
const PVP_FEED_INTERVAL_MS = 500;
export const PVP_GAME_CODES: readonly string[] = [NIUNIU_GAME_CODE, TEENPATTI_GAME_CODE];

const ZSessionQuery = z.object({ session: z.string().max(200).optional() });

/** The in-house card rooms (Niu-Niu, Teen Patti) under /inhouse/pvp: actions, state and the room's WebSocket. */
export function pvpRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!ctx.config.INHOUSE_VENDOR_ENABLED) return;
    registerFairRoundLookup('P', lookupPvpFairRound);
    const tags = ['in-house vendor'];
    const description = 'Header X-Vendor-Session (or query session), from a launch with a room.';
    let seatsRefreshedAt = 0;

    const feed = new LiveFeed({
      intervalMs: PVP_FEED_INTERVAL_MS,
      now: () => liveClock.now(),
      log: app.log,
      tick: async (now, clients) => {
        const sweep = await sweepPvpRooms(ctx, now, app.log);
        if (clients.length > 0) {
          if (Math.abs(now - seatsRefreshedAt) >= PVP_SEAT_HEARTBEAT_MS) {
            seatsRefreshedAt = now;
            await refreshPvpSeats(
              ctx.db,
              clients.map((c) => c.session),
              now,
            );
          }
          const byRoom = new Map<string, TFeedClient[]>();
          for (const client of clients) {
            const key = `${client.session.merchantCode}:${client.session.roomId}`;
            byRoom.set(key, [...(byRoom.get(key) ?? []), client]);
          }
          for (const roomClients of byRoom.values()) {
            const room = await roomOfSession(ctx.db, roomClients[0]!.session);
            const snapshot = await readPvpRoom(ctx.db, room, now);
            for (const client of roomClients)
              LiveFeed.send(client, pvpRoomStateFor(snapshot, client.session));
          }
        }
        return { hasPendingWork: sweep.hasOpenWork };
      },
    });
    // A restarted process picks up hands left open (their timers live in the database).
    app.addHook('onReady', async () => feed.wake());
    app.addHook('onClose', async () => feed.close());

    const pvpSession = async (request: FastifyRequest): Promise<TVendorPlayerSession> => {
      const session = await requireVendorSession(ctx, request);
      if (!session.gameCode || !PVP_GAME_CODES.includes(session.gameCode))
        throw new AppError('GAME_SESSION_INVALID');
      return session;
    };

    app.post(
      '/api/action',
      {
        schema: {
          tags,
          summary: 'Act in the open hand: BANK/STAKE (Niu-Niu), BOOT/CALL/RAISE/FOLD/SHOW (Teen Patti)',
          description: `${description} Not allowed now: INVALID_STATE (details.pvp). INSUFFICIENT_FUNDS carries details.balance.`,
          body: ZPvpActionRequest,
          response: { 200: ZSuccess(ZPvpActionAnswer) },
        },
      },
      async (request) => {
        const answer = await playPvpAction(ctx, await pvpSession(request), request.body, liveClock.now());
        feed.wake();
        return ok(answer);
      },
    );

    app.get(
      '/api/state',
      {
        schema: {
          tags,
          summary: 'The room now (the WebSocket pushes the same object); sits the player if a seat is free',
          description,
          querystring: ZSessionQuery,
          response: { 200: ZSuccess(ZPvpRoomState) },
        },
      },
      async (request) => {
        const session = await pvpSession(request);
        const room = await roomOfSession(ctx.db, session);
        const now = liveClock.now();
        await takePvpSeat(ctx.db, room, session, now);
        await sweepPvpRooms(ctx, now, request.log);
        feed.wake();
        return ok(pvpRoomStateFor(await readPvpRoom(ctx.db, room, now), session));
      },
    );

    app.get(
      '/ws',
      {
        websocket: true,
        schema: {
          tags,
          summary: 'Live room: a state message every 500 ms; the socket keeps the seat',
          querystring: ZSessionQuery,
        },
      },
      async (socket, request) => {
        const live = socket as unknown as TFeedSocket;
        const session = await findVendorSession(ctx, vendorSessionTokenOf(request));
        const room =
          session?.gameCode && PVP_GAME_CODES.includes(session.gameCode)
            ? await roomOfSession(ctx.db, session).catch(() => null)
            : null;
        if (!session || !room) {
          live.send(JSON.stringify({ type: 'error', code: 'GAME_SESSION_INVALID' }));
          live.close(WS_CLOSE_SESSION_INVALID, 'game_session_invalid');
          return;
        }
        await takePvpSeat(ctx.db, room, session, liveClock.now());
        // A closed socket keeps the seat until its heartbeats stop (a reload or a short drop keeps the place).
        feed.add(live, session);
      },
    );
  };
}
