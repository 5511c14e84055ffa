import type { TPromotionRules } from '@kirin/contracts';

type TDepositRules = Extract<TPromotionRules, { kind: 'FIRST_DEPOSIT' | 'RELOAD' }>;
type TBetVolumeRules = Extract<TPromotionRules, { kind: 'BET_VOLUME' }>;
type TSignInRules = Extract<TPromotionRules, { kind: 'DAILY_SIGN_IN' }>;

export const isDepositKind = (rules: TPromotionRules): rules is TDepositRules =>
  rules.kind === 'FIRST_DEPOSIT' || rules.kind === 'RELOAD';

/** The bonus of a deposit: percent of it, rounded down to the minor unit, at most the cap; 0 below the minimum. */
export function depositBonusMinor(rules: TDepositRules, depositMinor: bigint): bigint {
  if (depositMinor < BigInt(rules.minDepositMinor)) return 0n;
  const bonus = (depositMinor * BigInt(rules.percentBp)) / 10_000n;
  const cap = BigInt(rules.capMinor);
  return bonus > cap ? cap : bonus;
}

/** The reward of streak day `day` (1-based); past the list the last reward repeats. */
export function signInRewardMinor(rules: TSignInRules, day: number): bigint {
  const rewards = rules.streakRewardsMinor;
  return BigInt(rewards[Math.min(day, rewards.length) - 1]!);
}

/** How many tiers a period's valid bet reaches (tiers ascend). */
export function reachedTierCount(rules: TBetVolumeRules, validBetMinor: bigint): number {
  return rules.tiers.filter((tier) => validBetMinor >= BigInt(tier.validBetMinor)).length;
}

/** The turnover a grant asks for: multiple × bonus, or × (bonus + deposit). */
export function turnoverTargetMinor(
  multiple: number,
  base: 'BONUS' | 'BONUS_PLUS_DEPOSIT',
  bonusMinor: bigint,
  depositMinor: bigint | null,
): bigint {
  const baseMinor = base === 'BONUS_PLUS_DEPOSIT' ? bonusMinor + (depositMinor ?? 0n) : bonusMinor;
  return BigInt(multiple) * baseMinor;
}
