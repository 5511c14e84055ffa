/**
 * Sportsbook money: what a bet returns from its legs' outcomes, what a cash-out is worth now, and whether a
 * bet may be taken at the price the player saw. Decimal odds are integers in thousandths (1.950 → 1950) and
 * stakes integer minor units; products are exact BigInt fractions floored once at the end.
 */
import type { TSportsLegOutcome } from './grading.js';

export const ODDS_SCALE = 1000;
/** The lowest price the book offers (1.01) and the highest (1000.00). */
export const MIN_ODDS = 1010;
export const MAX_ODDS = 1_000_000;

/** An exact fraction; denominators stay positive. */
type TFraction = { num: bigint; den: bigint };

const SCALE = BigInt(ODDS_SCALE);

/** What one leg multiplies the stake by, given its outcome and the odds it was taken at. */
export function legFactor(outcome: TSportsLegOutcome, oddsMilli: number): TFraction {
  const odds = BigInt(oddsMilli);
  switch (outcome) {
    case 'WIN':
      return { num: odds, den: SCALE };
    case 'LOSE':
      return { num: 0n, den: 1n };
    case 'VOID':
    case 'PUSH':
      return { num: 1n, den: 1n };
    // Half the stake wins at the odds, the other half comes back.
    case 'HALF_WIN':
      return { num: odds + SCALE, den: 2n * SCALE };
    // Half the stake is lost, the other half comes back.
    case 'HALF_LOSE':
      return { num: 1n, den: 2n };
  }
}

export type TSettledLeg = { outcome: TSportsLegOutcome; oddsMilli: number };

/**
 * The return of a single or multiple bet, stake included, in minor units (floored). A multiple multiplies its
 * legs' factors: a void leg counts as odds 1.0, a half win as (1 + odds) / 2, a half loss as 1/2, and any lost
 * leg loses the bet.
 */
export function betReturnMinor(stakeMinor: bigint, legs: readonly TSettledLeg[]): bigint {
  if (legs.length === 0) throw new Error('a bet has at least one leg');
  if (stakeMinor <= 0n) throw new Error('the stake is positive');
  let num = stakeMinor;
  let den = 1n;
  for (const leg of legs) {
    const factor = legFactor(leg.outcome, leg.oddsMilli);
    num *= factor.num;
    den *= factor.den;
  }
  return num / den;
}

/** The price of a bet: the product of its legs' odds, in thousandths (floored), as shown on a slip. */
export function combinedOddsMilli(oddsMilli: readonly number[]): number {
  let num = 1n;
  let den = 1n;
  for (const odds of oddsMilli) {
    num *= BigInt(odds);
    den *= SCALE;
  }
  return Number((num * SCALE) / den);
}

/** The book's cash-out margin in basis points (5 %): a cash-out is worth 95 % of the bet's fair value now. */
export const CASH_OUT_MARGIN_BP = 500;

/** A leg as a cash-out sees it: settled (its outcome) or still open (the odds it would be taken at now). */
export type TCashOutLeg =
  | { state: 'SETTLED'; outcome: TSportsLegOutcome; oddsMilli: number }
  | { state: 'OPEN'; oddsMilli: number; currentOddsMilli: number | null };

/**
 * What the book pays now to close a bet: stake × (settled legs' factors) × Π(taken odds / current odds) over
 * the open legs, less the margin, floored. Null when no cash-out is offered: a leg lost, an open leg's market is
 * suspended (no current price), or nothing is open any more (the bet is settled instead).
 */
export function cashOutValueMinor(
  stakeMinor: bigint,
  legs: readonly TCashOutLeg[],
  marginBp: number = CASH_OUT_MARGIN_BP,
): bigint | null {
  if (!legs.some((leg) => leg.state === 'OPEN')) return null;
  let num = stakeMinor * BigInt(10_000 - marginBp);
  let den = 10_000n;
  for (const leg of legs) {
    if (leg.state === 'SETTLED') {
      const factor = legFactor(leg.outcome, leg.oddsMilli);
      if (factor.num === 0n) return null;
      num *= factor.num;
      den *= factor.den;
    } else {
      if (leg.currentOddsMilli === null) return null;
      // The fair value of an open leg at its taken odds is taken/current of a stake (implied probability 1/current).
      num *= BigInt(leg.oddsMilli);
      den *= BigInt(leg.currentOddsMilli);
    }
  }
  return num / den;
}

/** How a player lets the price move between the slip and the book: not at all, only upward, or any way. */
export const ODDS_CHANGE_RULES = ['NONE', 'HIGHER', 'ANY'] as const;
export type TOddsChangeRule = (typeof ODDS_CHANGE_RULES)[number];

/** Whether a leg seen at `seenOddsMilli` may be taken at `currentOddsMilli` under the player's rule. */
export function acceptsOddsChange(
  rule: TOddsChangeRule,
  seenOddsMilli: number,
  currentOddsMilli: number,
): boolean {
  switch (rule) {
    case 'NONE':
      return currentOddsMilli === seenOddsMilli;
    case 'HIGHER':
      return currentOddsMilli >= seenOddsMilli;
    case 'ANY':
      return true;
  }
}
