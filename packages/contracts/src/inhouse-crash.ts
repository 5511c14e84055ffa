import { CRASH_MAX_POINT_HUNDREDTHS } from './games/crash.js';
import { ZMinorUnits } from './wallet.js';
import { z } from 'zod';

/** KIRIN_CRASH's vendor API (/inhouse/crash/api/... and its WebSocket): what the server validates and its page reads. */

/** Smallest and largest crash stake, in minor units (0.10 to 10,000.00 of the player's currency). */
export const CRASH_MIN_BET_MINOR = 10;
export const CRASH_MAX_BET_MINOR = 1_000_000;

export const ZCrashBetRequest = z.object({
  betMinor: z.number().int().min(CRASH_MIN_BET_MINOR).max(CRASH_MAX_BET_MINOR),
  /** Cash out automatically at this multiplier, in hundredths (101 = 1.01×). */
  autoCashOut: z.number().int().min(101).max(CRASH_MAX_POINT_HUNDREDTHS).nullish(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequest>;

export const ZCrashBetAnswer = z.object({
  roundId: z.string(),
  betMinor: ZMinorUnits,
  autoCashOut: z.number().int().nullable(),
  balance: ZMinorUnits,
});
export type TCrashBetAnswer = z.infer<typeof ZCrashBetAnswer>;

export const ZCrashCashOutAnswer = z.object({
  roundId: z.string(),
  cashOut: z.number().int(),
  payoutMinor: ZMinorUnits,
  /** Null when the platform has not confirmed the win yet (it is retried until it does). */
  balance: ZMinorUnits.nullable(),
});
export type TCrashCashOutAnswer = z.infer<typeof ZCrashCashOutAnswer>;

const ZCrashBetView = z.object({
  /** The masked username. */
  player: z.string(),
  currency: z.string(),
  betMinor: ZMinorUnits,
  /** Hundredths at which the bet was (or automatically is) cashed out; null while riding or lost. */
  cashOut: z.number().int().nullable(),
});

/** The state a page renders; the WebSocket pushes the same object with type 'state'. */
export const ZCrashState = z.object({
  type: z.literal('state'),
  roundId: z.string(),
  phase: z.enum(['BETTING', 'FLYING', 'CRASHED']),
  serverSeedHash: z.string(),
  /** Epoch ms of take-off: betting closes then, and the multiplier is crashMultiplierAt(now − startsAt). */
  startsAt: z.number().int(),
  bettingAt: z.number().int(),
  /** The multiplier at `now`, in hundredths. */
  multiplier: z.number().int(),
  crashPoint: z.number().int().nullable(),
  serverSeed: z.string().nullable(),
  bets: z.array(ZCrashBetView),
  myBet: z
    .object({
      betMinor: ZMinorUnits,
      autoCashOut: z.number().int().nullable(),
      cashOut: z.number().int().nullable(),
      payoutMinor: ZMinorUnits.nullable(),
    })
    .nullable(),
  /** The server's clock (epoch ms) when the state was read: pages correct their own clock by it. */
  now: z.number().int(),
});
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashHistory = z.array(
  z.object({ roundId: z.string(), crashPoint: z.number().int(), serverSeedHash: z.string() }),
);
export type TCrashHistory = z.infer<typeof ZCrashHistory>;

/** The rules of the table: the page animates the multiplier as floor(100 · e^(growthPerMs · t)). */
export const ZCrashConfig = z.object({
  growthPerMs: z.number(),
  bettingMs: z.number().int(),
  pauseMs: z.number().int(),
  minBetMinor: ZMinorUnits,
  maxBetMinor: ZMinorUnits,
  feedIntervalMs: z.number().int(),
});
export type TCrashConfig = z.infer<typeof ZCrashConfig>;
