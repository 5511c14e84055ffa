import {
  ZInhouseClientSeed,
  ZInhouseFairRound,
  ZInhouseSeedPair,
  ZInhouseSeedRotation,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { lookupFairRound } from '../fair-round-lookup.js';
import { listSlotHistory } from '../slot/slot-rounds.queries.js';
import { requireVendorSession } from '../vendor-session.js';
import { changeClientSeed, readSeedPair, rotateSeedPair } from './seed-pairs.js';

const ZRoundParams = z.object({ roundId: z.string().regex(/^[A-Z][A-Za-z0-9_-]{1,63}$/) });

/** Provably fair seeds of the player (slot) and the public verification data of any round (/inhouse/api/fair). */
export function fairRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['in-house vendor'];
    const player = async (request: Parameters<typeof requireVendorSession>[1]) => {
      const session = await requireVendorSession(ctx, request);
      return { merchantCode: session.merchantCode, playerId: session.playerId };
    };

    app.get(
      '/seed',
      {
        schema: {
          tags,
          summary: 'The current seed pair: server seed hash, client seed, next nonce (X-Vendor-Session)',
          response: { 200: ZSuccess(ZInhouseSeedPair) },
        },
      },
      async (request) => ok(await readSeedPair(ctx.db, await player(request))),
    );

    app.put(
      '/client-seed',
      {
        schema: {
          tags,
          summary: 'Choose the client seed; the server seed and the nonce carry on (X-Vendor-Session)',
          body: z.object({ clientSeed: ZInhouseClientSeed }),
          response: { 200: ZSuccess(ZInhouseSeedPair) },
        },
      },
      async (request) => ok(await changeClientSeed(ctx.db, await player(request), request.body.clientSeed)),
    );

    app.post(
      '/rotate',
      {
        schema: {
          tags,
          summary: 'Reveal the server seed and start a new pair (X-Vendor-Session)',
          response: { 200: ZSuccess(ZInhouseSeedRotation) },
        },
      },
      async (request) => ok(await rotateSeedPair(ctx.db, await player(request))),
    );

    app.get(
      '/history',
      {
        schema: {
          tags,
          summary: "The player's last 50 slot rounds with their verification data (X-Vendor-Session)",
          response: { 200: ZSuccess(z.object({ list: z.array(ZInhouseFairRound) })) },
        },
      },
      async (request) => ok({ list: await listSlotHistory(ctx, await player(request)) }),
    );

    app.get(
      '/rounds/:roundId',
      {
        schema: {
          tags,
          summary: 'Public: the verification data of any in-house round (seed null until revealed)',
          params: ZRoundParams,
          response: { 200: ZSuccess(ZInhouseFairRound) },
        },
      },
      async (request) => {
        const round = await lookupFairRound(ctx, request.params.roundId);
        if (!round) throw new AppError('ROUND_NOT_FOUND');
        return ok(round);
      },
    );
  };
}
