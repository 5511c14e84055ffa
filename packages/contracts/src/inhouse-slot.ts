import { SLOT_LINE_COUNT } from './games/slot.js';
import { ZMinorUnits } from './wallet.js';
import { z } from 'zod';

/** KIRIN_SLOT's vendor API (/inhouse/api/slot/...): what the server validates and its page reads. */

/** The largest stake of one spin, in minor units (10,000.00). */
export const SLOT_MAX_BET_MINOR = 1_000_000;
/** The stakes the page offers (minor units); any multiple of the line count up to the maximum is accepted. */
export const SLOT_BET_LEVELS_MINOR = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000] as const;

export const ZSlotSpinRequest = z.object({
  betMinor: z
    .number()
    .int()
    .positive()
    .max(SLOT_MAX_BET_MINOR)
    .refine((bet) => bet % SLOT_LINE_COUNT === 0, `a multiple of ${SLOT_LINE_COUNT}`),
  /** The page's own id for this press of the button: a retried request answers the same round. */
  clientRoundKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type TSlotSpinRequest = z.infer<typeof ZSlotSpinRequest>;

export const ZSlotSpin = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      multiplier: z.number(),
      payMinor: ZMinorUnits,
    }),
  ),
  payoutMinor: ZMinorUnits,
});
export type TSlotSpinView = z.infer<typeof ZSlotSpin>;

export const ZSlotSpinAnswer = z.object({
  roundId: z.string(),
  /** PENDING: the win is not acknowledged yet; the vendor keeps sending it, the balance follows. */
  status: z.enum(['SETTLED', 'PENDING']),
  betMinor: ZMinorUnits,
  payoutMinor: ZMinorUnits,
  spin: ZSlotSpin,
  /** The platform balance after the round; null while it is PENDING. */
  balance: ZMinorUnits.nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type TSlotSpinAnswer = z.infer<typeof ZSlotSpinAnswer>;

export const ZSlotConfig = z.object({
  gameCode: z.string(),
  lineCount: z.number().int(),
  rows: z.number().int(),
  reelStrips: z.array(z.array(z.string())),
  paylines: z.array(z.array(z.number().int())),
  paytable: z.record(z.string(), z.array(z.number())),
  declaredRtp: z.number(),
  betLevelsMinor: z.array(ZMinorUnits),
  maxBetMinor: ZMinorUnits,
  minSpinIntervalMs: z.number().int(),
});
export type TSlotConfig = z.infer<typeof ZSlotConfig>;
