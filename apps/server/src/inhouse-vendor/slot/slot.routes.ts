import {
  SLOT_BET_LEVELS_MINOR,
  SLOT_DECLARED_RTP,
  SLOT_GAME_CODE,
  SLOT_LINE_COUNT,
  SLOT_MAX_BET_MINOR,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REEL_STRIPS,
  SLOT_ROWS,
  ZSlotConfig,
  ZSlotSpinAnswer,
  ZSlotSpinRequest,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { registerFairRoundLookup } from '../fair-round-lookup.js';
import { requireVendorSession } from '../vendor-session.js';
import { playSlotSpin } from './play-slot-spin.js';
import { SLOT_MIN_SPIN_INTERVAL_MS } from './reserve-slot-round.js';
import { findSlotFairRound } from './slot-rounds.queries.js';

/** KIRIN_SLOT: its rules for the page and the spin (under /inhouse/api/slot). */
export function slotRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerFairRoundLookup('S', findSlotFairRound);
    const tags = ['in-house vendor'];

    app.get(
      '/config',
      {
        schema: {
          tags,
          summary: 'The slot rules: strips, lines, paytable, bets',
          response: { 200: ZSuccess(ZSlotConfig) },
        },
      },
      async () =>
        ok({
          gameCode: SLOT_GAME_CODE,
          lineCount: SLOT_LINE_COUNT,
          rows: SLOT_ROWS,
          reelStrips: SLOT_REEL_STRIPS.map((strip) => [...strip]),
          paylines: SLOT_PAYLINES.map((line) => [...line]),
          paytable: Object.fromEntries(
            Object.entries(SLOT_PAYTABLE).map(([symbol, pays]) => [symbol, [...pays]]),
          ),
          declaredRtp: SLOT_DECLARED_RTP,
          betLevelsMinor: [...SLOT_BET_LEVELS_MINOR],
          maxBetMinor: SLOT_MAX_BET_MINOR,
          minSpinIntervalMs: SLOT_MIN_SPIN_INTERVAL_MS,
        }),
    );

    app.post(
      '/spin',
      {
        schema: {
          tags,
          summary: 'One spin (at most one per 2.5 s per player; RATE_LIMITED before that)',
          description: 'Header X-Vendor-Session. INSUFFICIENT_FUNDS carries details.balance.',
          body: ZSlotSpinRequest,
          response: { 200: ZSuccess(ZSlotSpinAnswer) },
        },
      },
      async (request) => {
        const session = await requireVendorSession(ctx, request);
        if (session.gameCode !== SLOT_GAME_CODE) throw new AppError('GAME_SESSION_INVALID');
        return ok(await playSlotSpin(ctx, session, request.body));
      },
    );
  };
}
