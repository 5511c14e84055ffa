import type { TWagerBase } from '../../../db/tables/bonus.js';

/** A wager multiple as hundredths ("18" → 1800n, "1.5" → 150n); the schema allows at most two decimals. */
export function multipleInHundredths(multiple: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(multiple.trim());
  if (!match) throw new Error(`wager multiple ${multiple} is not a decimal with at most two places`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The turnover to bet: multiple × (bonus, or bonus + deposit), rounded up to a whole minor unit. */
export function turnoverTargetOf(input: {
  bonusMinor: bigint;
  depositMinor: bigint;
  wagerBase: TWagerBase;
  wagerMultiple: string;
}): bigint {
  const base = input.wagerBase === 'BONUS' ? input.bonusMinor : input.bonusMinor + input.depositMinor;
  return (base * multipleInHundredths(input.wagerMultiple) + 99n) / 100n;
}

/** What one valid bet counts for at a category weight in percent, rounded down (the player never gains). */
export function weightedTurnover(validBetMinor: bigint, weightPercent: number): bigint {
  return (validBetMinor * BigInt(weightPercent)) / 100n;
}
