import {
  FISHING_BULLET_LEVELS_MINOR,
  FISHING_DECLARED_RTP,
  FISHING_FISH,
  FISHING_GAME_CODE,
  FISHING_MAX_BULLET_MINOR,
  FISHING_MAX_SHOTS_PER_BATCH,
  ZSuccess,
  fishCatchProbability,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { registerFairRoundLookup } from '../fair-round-lookup.js';
import { requireVendorSession } from '../vendor-session.js';
import { findFishingFairRound } from './fishing-fair-round.js';
import {
  FISHING_BATCH_INTERVAL_MS,
  ZFishingBatchAnswer,
  ZFishingBatchRequest,
  ZFishingConfig,
  ZFishingResumeAnswer,
} from './fishing.schemas.js';
import { playFishingBatchRequest, resumeFishing } from './play-fishing-batch.js';

/** KIRIN_FISHING (under /inhouse/api/fishing): its rules, a batch of shots, and the reconnect. */
export function fishingRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerFairRoundLookup('F', findFishingFairRound);
    const tags = ['in-house vendor'];
    const fishingSession = async (request: Parameters<typeof requireVendorSession>[1]) => {
      const session = await requireVendorSession(ctx, request);
      if (session.gameCode !== FISHING_GAME_CODE) throw new AppError('GAME_SESSION_INVALID');
      return session;
    };

    app.get(
      '/config',
      {
        schema: {
          tags,
          summary: 'The fishing rules: fish, multipliers, catch odds, bullets, batch pace',
          response: { 200: ZSuccess(ZFishingConfig) },
        },
      },
      async () =>
        ok({
          gameCode: FISHING_GAME_CODE,
          declaredRtp: FISHING_DECLARED_RTP,
          fish: FISHING_FISH.map((fish) => ({
            kind: fish.kind,
            multiplier: fish.multiplier,
            catchProbability: fishCatchProbability(fish.kind),
          })),
          bulletLevelsMinor: [...FISHING_BULLET_LEVELS_MINOR],
          maxBulletMinor: FISHING_MAX_BULLET_MINOR,
          maxShotsPerBatch: FISHING_MAX_SHOTS_PER_BATCH,
          batchIntervalMs: FISHING_BATCH_INTERVAL_MS,
        }),
    );

    app.post(
      '/batch',
      {
        schema: {
          tags,
          summary: 'Up to a second of shots, settled in one platform wallet call',
          description:
            'Header X-Vendor-Session. The server decides every catch. INSUFFICIENT_FUNDS carries ' +
            'details.balance; the same batchKey again answers the same batch.',
          body: ZFishingBatchRequest,
          response: { 200: ZSuccess(ZFishingBatchAnswer) },
        },
      },
      async (request) => ok(await playFishingBatchRequest(ctx, await fishingSession(request), request.body)),
    );

    app.post(
      '/resume',
      {
        schema: {
          tags,
          summary: 'On (re)connect: settle every batch of the player still in flight',
          response: { 200: ZSuccess(ZFishingResumeAnswer) },
        },
      },
      async (request) => ok(await resumeFishing(ctx, await fishingSession(request))),
    );
  };
}
