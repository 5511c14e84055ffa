import {
  FISHING_FISH_KINDS,
  FISHING_MAX_BULLET_MINOR,
  FISHING_MAX_SHOTS_PER_BATCH,
  ZMinorUnits,
} from '@kirin/contracts';
import { z } from 'zod';

/** How often the page sends its shots (one batch, one wallet call, per interval). */
export const FISHING_BATCH_INTERVAL_MS = 1_000;

const ZFishKind = z.enum(FISHING_FISH_KINDS);

/** One bullet as the page reports it: the fish it hit and the bullet's value. The server decides the catch. */
export const ZFishingShot = z.object({
  fish: ZFishKind,
  bulletMinor: z.number().int().min(1).max(FISHING_MAX_BULLET_MINOR),
});

export const ZFishingBatchRequest = z.object({
  /** The page's id for this batch: a resent request (lost answer, reconnect) answers the same batch. */
  batchKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  shots: z.array(ZFishingShot).min(1).max(FISHING_MAX_SHOTS_PER_BATCH),
});
export type TFishingBatchRequest = z.infer<typeof ZFishingBatchRequest>;

export const ZFishingShotOutcome = ZFishingShot.extend({
  isCaught: z.boolean(),
  payoutMinor: ZMinorUnits,
});

export const ZFishingBatchAnswer = z.object({
  batchId: z.string(),
  batchKey: z.string(),
  /** PENDING: the platform has not answered yet; the vendor keeps sending the same call, the balance follows. */
  status: z.enum(['SETTLED', 'PENDING']),
  betMinor: ZMinorUnits,
  payoutMinor: ZMinorUnits,
  shots: z.array(ZFishingShotOutcome),
  /** The platform balance right after this batch; null while PENDING. */
  balance: ZMinorUnits.nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type TFishingBatchAnswer = z.infer<typeof ZFishingBatchAnswer>;

/** What a reconnect settled: every batch of the player that was still in flight, and what became of it. */
export const ZFishingResumeAnswer = z.object({
  settled: z.array(ZFishingBatchAnswer),
  refused: z.array(z.object({ batchId: z.string(), batchKey: z.string(), code: z.string() })),
  /** Still unanswered by the platform: the sweeper keeps trying. */
  pending: z.array(z.string()),
});
export type TFishingResumeAnswer = z.infer<typeof ZFishingResumeAnswer>;

export const ZFishingConfig = z.object({
  gameCode: z.string(),
  declaredRtp: z.number(),
  fish: z.array(z.object({ kind: ZFishKind, multiplier: z.number().int(), catchProbability: z.number() })),
  bulletLevelsMinor: z.array(z.number().int()),
  maxBulletMinor: z.number().int(),
  maxShotsPerBatch: z.number().int(),
  batchIntervalMs: z.number().int(),
});
