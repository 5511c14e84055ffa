import { z } from 'zod';
import { ZMinorUnits } from '../wallet.js';
import { ZLotteryGameCode } from './api.js';

// The operator routes' odds versions and capped numbers (docs/lottery.md, "Operator routes: settings, odds…").

const ZBetCode = z.string().regex(/^[A-Z0-9_]{2,40}$/, 'a bet type code');

/** Odds as operators read and type them: decimal text with at most three places, per bet code and prize label. */
export const ZOpsOddsTable = z.record(z.string(), z.record(z.string(), z.string()));

export const ZOpsOddsVersionSummary = z.object({
  version: z.number().int(),
  label: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOpsOddsVersion = ZOpsOddsVersionSummary.extend({ odds: ZOpsOddsTable });
export const ZOpsOddsAnswer = z.object({
  gameCode: z.string(),
  current: ZOpsOddsVersion,
  /** Every version, newest first. */
  versions: z.array(ZOpsOddsVersionSummary),
});

export const ZOpsOddsVersionParams = z.object({
  code: z.string().min(1).max(40),
  gameCode: ZLotteryGameCode,
  version: z.coerce.number().int().min(1).max(1_000_000),
});

/**
 * A new odds version: the codes and prizes given replace the current version's, the rest is kept. Prices are
 * decimal text (`"1.982"`), read by parseLotteryOdds so no float rounding creeps in.
 */
export const ZOpsOddsUpdate = z.strictObject({
  label: z.string().trim().min(1).max(80),
  odds: z
    .record(
      ZBetCode,
      z
        .record(z.string().min(1).max(20), z.string().max(20))
        .refine((prizes) => Object.keys(prizes).length > 0, 'at least one prize'),
    )
    .refine((codes) => Object.keys(codes).length > 0, 'at least one bet code'),
});
export type TOpsOddsUpdate = z.infer<typeof ZOpsOddsUpdate>;

export const ZOpsNumberCap = z.object({
  betCode: z.string(),
  pick: z.string(),
  mode: z.enum(['HALF_PAY', 'CLOSED', 'LIMIT']),
  liabilityCapMinor: ZMinorUnits.nullable(),
  updatedAt: z.string(),
});
/** HALF_PAY pays half on that number, CLOSED refuses bets on it, LIMIT caps its liability at liabilityCapMinor. */
export const ZOpsNumberCapSave = z.strictObject({
  betCode: ZBetCode,
  pick: z.string().min(1).max(20),
  mode: z.enum(['HALF_PAY', 'CLOSED', 'LIMIT']),
  liabilityCapMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type TOpsNumberCapSave = z.infer<typeof ZOpsNumberCapSave>;
export const ZOpsNumberCapParams = z.object({
  code: z.string().min(1).max(40),
  gameCode: ZLotteryGameCode,
  betCode: ZBetCode,
  pick: z.string().min(1).max(20),
});
