import type { TInhouseFairRound } from '@kirin/contracts';
import type { TAppContext } from '../platform/context.js';

/**
 * What GET /inhouse/api/fair/rounds/:roundId answers for any in-house round (ZInhouseFairRound): enough to
 * recompute it. serverSeed stays null until revealed (slot: on rotation; crash, baccarat: once the round is over).
 */
export type TFairRoundView = TInhouseFairRound;

/** Finds one round of a game by its id (prefix included), or null. */
export type TFairRoundLookup = (ctx: TAppContext, roundId: string) => Promise<TFairRoundView | null>;

const lookups = new Map<string, TFairRoundLookup>();

/**
 * Each game registers the one-letter prefix of its round ids (S slot, C crash, B baccarat) at module load;
 * the fairness route dispatches on it.
 */
export function registerFairRoundLookup(prefix: string, lookup: TFairRoundLookup): void {
  if (!/^[A-Z]$/.test(prefix)) throw new Error(`a round id prefix is one capital letter, not ${prefix}`);
  const existing = lookups.get(prefix);
  if (existing && existing !== lookup) throw new Error(`round id prefix ${prefix} is taken`);
  lookups.set(prefix, lookup);
}

/** The round, whichever game it belongs to, or null when no game knows it. */
export async function lookupFairRound(ctx: TAppContext, roundId: string): Promise<TFairRoundView | null> {
  const lookup = lookups.get(roundId.charAt(0));
  return lookup ? lookup(ctx, roundId) : null;
}
