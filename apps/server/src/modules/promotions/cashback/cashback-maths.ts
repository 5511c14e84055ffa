import { GAME_CATEGORIES, type TCashbackLine, type TGameCategory } from '@kirin/contracts';

const PPM = 1_000_000n;

/** What one category earns: valid bet × rate, rounded down to the minor unit (the house never over-pays). */
export function cashbackOf(validBetMinor: bigint, ratePpm: number): bigint {
  return (validBetMinor * BigInt(ratePpm)) / PPM;
}

export type TCashbackFigure = {
  lines: TCashbackLine[];
  validBetMinor: bigint;
  computedMinor: bigint;
  /** computed, limited by the cap. */
  amountMinor: bigint;
  isClaimable: boolean;
};

/**
 * The claim figure: one line per category that has a rate for the member's level or valid bets in the window
 * (in catalogue order), each rounded down on its own, then the sum limited by the cap. Claimable when the
 * amount is above zero and at least the minimum.
 */
export function computeCashback(input: {
  validBets: ReadonlyMap<TGameCategory, bigint>;
  rates: ReadonlyMap<TGameCategory, number>;
  minClaimMinor: bigint;
  capPerClaimMinor: bigint | null;
}): TCashbackFigure {
  const lines: TCashbackLine[] = [];
  let validBetMinor = 0n;
  let computedMinor = 0n;
  for (const gameCategory of GAME_CATEGORIES) {
    const validBet = input.validBets.get(gameCategory) ?? 0n;
    const ratePpm = input.rates.get(gameCategory);
    if (validBet === 0n && ratePpm === undefined) continue;
    const amount = cashbackOf(validBet, ratePpm ?? 0);
    lines.push({ gameCategory, validBet: Number(validBet), ratePpm: ratePpm ?? 0, amount: Number(amount) });
    validBetMinor += validBet;
    computedMinor += amount;
  }
  const cap = input.capPerClaimMinor;
  const amountMinor = cap !== null && computedMinor > cap ? cap : computedMinor;
  return {
    lines,
    validBetMinor,
    computedMinor,
    amountMinor,
    isClaimable: amountMinor > 0n && amountMinor >= input.minClaimMinor,
  };
}
