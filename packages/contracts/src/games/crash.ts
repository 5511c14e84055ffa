/**
 * KIRIN_CRASH: one shared round whose multiplier rises from 1.00× until the crash point drawn from the
 * round's seed. House edge 3 %: P(point ≥ x) = 0.97 / x for every x from 1.01× up to the cap, so cashing
 * out at any target returns 97 % on average (docs/games.md, "Game maths").
 */
import { fairUnit52, roundFairInput } from './fair-source.js';

export const CRASH_GAME_CODE = 'KIRIN_CRASH';
export const CRASH_DECLARED_RTP = 0.97;
/** The highest crash point, in hundredths (1,000,000×); reached with probability 0.97 × 10⁻⁶. */
export const CRASH_MAX_POINT_HUNDREDTHS = 100_000_000;
/** Growth rate of the multiplier per millisecond: ×2 after ~11.6 s, ×10 after ~38.4 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const ONE_X = 100;
/** 0.97 in hundredths, kept whole so the division below is the only rounding. */
const RTP_HUNDREDTHS = 97;

/**
 * The crash point in hundredths for a uniform u in [0, 1): floor(97 / (1 − u)), at least 100 and at most the
 * cap. P(floor(97 / (1 − u)) ≥ h) = P(1 − u ≤ 97 / h) = 0.97 / (h / 100) for whole h ≥ 101.
 */
export function crashPointFromUniform(u: number): number {
  if (!(u >= 0 && u < 1)) throw new Error('u is in [0, 1)');
  const point = Math.floor(RTP_HUNDREDTHS / (1 - u));
  return Math.min(CRASH_MAX_POINT_HUNDREDTHS, Math.max(ONE_X, point));
}

/** The round's crash point in hundredths from its seed, the round id as client seed and nonce 0 (52 bits). */
export async function crashPoint(serverSeed: string, roundId: string): Promise<number> {
  return crashPointFromUniform(await fairUnit52(roundFairInput(serverSeed, roundId)));
}

/** The multiplier shown `elapsedMs` after take-off, in hundredths: floor(100 · e^(0.00006 t)), never below 100. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return ONE_X;
  return Math.max(ONE_X, Math.floor(ONE_X * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/** The first whole millisecond at which the multiplier reaches `hundredths` (0 for 1.00× or less). */
export function crashElapsedForMultiplier(hundredths: number): number {
  if (hundredths <= ONE_X) return 0;
  let elapsedMs = Math.max(0, Math.ceil(Math.log(hundredths / ONE_X) / CRASH_GROWTH_PER_MS));
  // The closed form can be a millisecond off either way after rounding; settle it on the curve itself.
  while (crashMultiplierAt(elapsedMs) < hundredths) elapsedMs++;
  while (elapsedMs > 0 && crashMultiplierAt(elapsedMs - 1) >= hundredths) elapsedMs--;
  return elapsedMs;
}

/** What a cash-out at `cashOutHundredths` pays back, stake included: floor(bet × multiplier), in minor units. */
export function crashPayoutMinor(betMinor: number, cashOutHundredths: number): number {
  if (!Number.isSafeInteger(betMinor) || betMinor < 0) throw new Error('the bet is a whole number ≥ 0');
  if (!Number.isSafeInteger(cashOutHundredths) || cashOutHundredths < ONE_X)
    throw new Error('the cash-out is a whole number of hundredths ≥ 100');
  return Number((BigInt(betMinor) * BigInt(cashOutHundredths)) / BigInt(ONE_X));
}
