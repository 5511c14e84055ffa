/**
 * KIRIN_FISHING: an arcade shooting game. Each bullet is a stake on the fish it hit; the server alone decides
 * whether the fish is caught, from the player's provably fair stream. Every fish returns the same declared
 * RTP: caught with probability RTP / multiplier, paying bullet × multiplier (docs/games.md, "Fishing").
 */
import { fairDraw, type TFairDraw } from './fair-source.js';
import type { TFairInput } from '../provably-fair.js';

export const FISHING_GAME_CODE = 'KIRIN_FISHING';
export const FISHING_DECLARED_RTP = 0.96;
/** The declared RTP in basis points: a catch is a draw below it out of multiplier × 10,000. */
const RTP_BASIS_POINTS = 9_600;
const BASIS_POINTS = 10_000;

/** The fish, cheapest first, with what a catch pays (bullet multiples, whole numbers). */
export const FISHING_FISH = [
  { kind: 'CLOWNFISH', multiplier: 2 },
  { kind: 'ANGELFISH', multiplier: 3 },
  { kind: 'PUFFERFISH', multiplier: 5 },
  { kind: 'LIONFISH', multiplier: 8 },
  { kind: 'TURTLE', multiplier: 10 },
  { kind: 'RAY', multiplier: 20 },
  { kind: 'SHARK', multiplier: 30 },
  { kind: 'WHALE', multiplier: 50 },
] as const;

export type TFishKind = (typeof FISHING_FISH)[number]['kind'];
export const FISHING_FISH_KINDS = FISHING_FISH.map((fish) => fish.kind) as [TFishKind, ...TFishKind[]];

/** The bullet values the page offers (minor units); any whole value in [1, FISHING_MAX_BULLET_MINOR] is valid. */
export const FISHING_BULLET_LEVELS_MINOR = [10, 20, 50, 100, 200, 500, 1_000] as const;
export const FISHING_MAX_BULLET_MINOR = 100_000;
/** At most this many shots in one batch (about a second of the fastest fire rate, 10 shots/s, with slack). */
export const FISHING_MAX_SHOTS_PER_BATCH = 20;

export function fishMultiplier(kind: TFishKind): number {
  const fish = FISHING_FISH.find((f) => f.kind === kind);
  if (!fish) throw new Error(`unknown fish ${kind}`);
  return fish.multiplier;
}

/** P(catch) = RTP / multiplier, exactly (so p × multiplier = RTP for every fish). */
export function fishCatchProbability(kind: TFishKind): number {
  return RTP_BASIS_POINTS / (fishMultiplier(kind) * BASIS_POINTS);
}

/** How many outcomes one shot draws from: a catch is one of the first 9,600 of them. */
export const fishDrawSize = (kind: TFishKind): number => fishMultiplier(kind) * BASIS_POINTS;

export type TFishingShot = { fish: TFishKind; bulletMinor: number };
export type TFishingShotOutcome = TFishingShot & { isCaught: boolean; payoutMinor: number };

/** A shot whose uniform draw in [0, fishDrawSize(fish)) is `draw`: caught below 9,600, paying bullet × multiplier. */
export function fishingShotFromDraw(shot: TFishingShot, draw: number): TFishingShotOutcome {
  if (!Number.isSafeInteger(shot.bulletMinor) || shot.bulletMinor < 1)
    throw new Error('the bullet is a whole number ≥ 1');
  const isCaught = draw < RTP_BASIS_POINTS;
  return { ...shot, isCaught, payoutMinor: isCaught ? shot.bulletMinor * fishMultiplier(shot.fish) : 0 };
}

/** The shots of one batch decided by successive draws of one stream (the batch's nonce), in order. */
export async function fishingBatchFromDraw(
  draw: TFairDraw,
  shots: readonly TFishingShot[],
): Promise<TFishingShotOutcome[]> {
  const outcomes: TFishingShotOutcome[] = [];
  for (const shot of shots) outcomes.push(fishingShotFromDraw(shot, await draw(fishDrawSize(shot.fish))));
  return outcomes;
}

/** One batch of shots from the player's seed pair and the batch's nonce. */
export function playFishingBatch(
  input: TFairInput,
  shots: readonly TFishingShot[],
): Promise<TFishingShotOutcome[]> {
  return fishingBatchFromDraw(fairDraw(input), shots);
}
