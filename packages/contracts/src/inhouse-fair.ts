import { z } from 'zod';
import { ZMinorUnits } from './wallet.js';

/**
 * The in-house vendor's public fairness API (GET /inhouse/api/fair/rounds/:roundId, in the usual envelope):
 * everything needed to recompute a round with the provably-fair functions. Round ids start with their game's
 * letter: S slot, C crash, B baccarat.
 */
export const ZInhouseFairRound = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  serverSeedHash: z.string(),
  /** Null until revealed: on seed rotation (slot), once the round is over (crash, baccarat). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  /** The stake; null for a shared round (crash, baccarat) looked up without a player. */
  betMinor: ZMinorUnits.nullable(),
  payoutMinor: ZMinorUnits.nullable(),
  /** The game's stored outcome: TSlotSpin for the slot, the crash point or the baccarat hand for the others. */
  result: z.unknown(),
  createdAt: z.string(),
});
export type TInhouseFairRound = z.infer<typeof ZInhouseFairRound>;

/** The player's current slot seed pair: the hash of the hidden server seed, the client seed, the next nonce. */
export const ZInhouseSeedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type TInhouseSeedPair = z.infer<typeof ZInhouseSeedPair>;

/** A client seed the player chooses: 1 to 64 printable characters. */
export const ZInhouseClientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

/** POST /inhouse/api/fair/rotate: the previous pair revealed, and the new one. */
export const ZInhouseSeedRotation = z.object({
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Spins played with it: nonces 0 .. nonceCount − 1. */
    nonceCount: z.number().int().min(0),
  }),
  current: ZInhouseSeedPair,
});
export type TInhouseSeedRotation = z.infer<typeof ZInhouseSeedRotation>;
