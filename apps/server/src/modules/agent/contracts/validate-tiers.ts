import { isWinLossBasis, type TContractBasisName } from '@kirin/contracts';
import type { TContractTier } from '../../../db/tables/agent.js';

/**
 * What a tier pays, to compare tiers by: its fixed amount, one rate, or a win rate and a loss rate on the
 * win/loss bases.
 */
export function ratesOf(tier: TContractTier, basis: TContractBasisName): number[] {
  if (tier.rateType === 'F') return [tier.amountMinor ?? 0];
  return isWinLossBasis(basis) ? [tier.winRatePpm ?? 0, tier.lossRatePpm ?? 0] : [tier.ratePpm];
}

/** Why a set of tiers is refused (details.rule of VALIDATION_FAILED), or undefined when it is fine. */
export type TTierRule =
  | 'tiers_count'
  | 'mixed_rate_types'
  | 'fixed_amount_required'
  | 'fixed_amount_not_allowed'
  | 'rate_type_differs'
  | 'rates_not_rising'
  | 'win_loss_rates_required'
  | 'above_max_rate'
  | 'below_upline_thresholds'
  | 'above_upline_rate';

/**
 * Tiers rise strictly in every rate, and there are no more than `maxTiers` of them [ecai-val]. A contract's
 * tiers are all percentages or all fixed amounts, and fixed amounts only on the valid-bet basis (a fixed sum
 * has no win or loss side).
 */
export function checkOwnTiers(
  tiers: TContractTier[],
  basis: TContractBasisName,
  maxTiers: number,
): TTierRule | undefined {
  if (tiers.length < 1 || tiers.length > maxTiers) return 'tiers_count';
  if (tiers.some((t) => t.rateType !== tiers[0]!.rateType)) return 'mixed_rate_types';
  if (tiers[0]!.rateType === 'F' && isWinLossBasis(basis)) return 'fixed_amount_not_allowed';
  if (tiers.some((t) => t.rateType === 'F' && !((t.amountMinor ?? 0) > 0))) return 'fixed_amount_required';
  if (isWinLossBasis(basis) && tiers.some((t) => t.winRatePpm === undefined || t.lossRatePpm === undefined))
    return 'win_loss_rates_required';
  for (let i = 1; i < tiers.length; i++) {
    const before = ratesOf(tiers[i - 1]!, basis);
    const now = ratesOf(tiers[i]!, basis);
    if (now.some((rate, k) => rate <= before[k]!)) return 'rates_not_rising';
  }
  return undefined;
}

/** A top agent's rates may not pass the merchant's ceiling (a rate ceiling: fixed amounts are the operator's own). */
export function checkCeiling(tiers: TContractTier[], basis: TContractBasisName, maxRatePpm: number) {
  return tiers.some((t) => t.rateType === 'P' && ratesOf(t, basis).some((rate) => rate > maxRatePpm))
    ? 'above_max_rate'
    : undefined;
}

/**
 * Each downline tier's rate may not exceed the rate of the highest upline tier whose bet and loss thresholds
 * the downline tier meets; a downline tier that meets none of the upline's tiers is refused [ecai-val]. A
 * downline is paid the way its upline is (a percentage and an amount cannot be compared).
 */
export function checkAgainstUpline(
  tiers: TContractTier[],
  upline: TContractTier[],
  basis: TContractBasisName,
): TTierRule | undefined {
  if (upline.length > 0 && tiers.some((t) => t.rateType !== upline[0]!.rateType)) return 'rate_type_differs';
  for (const tier of tiers) {
    let allowed: TContractTier | undefined;
    for (const u of upline) {
      if (
        tier.minValidBetMinor >= u.minValidBetMinor &&
        (tier.minNetLossMinor ?? 0) >= (u.minNetLossMinor ?? 0)
      )
        allowed = u;
    }
    if (!allowed) return 'below_upline_thresholds';
    const limits = ratesOf(allowed, basis);
    if (ratesOf(tier, basis).some((rate, k) => rate > limits[k]!)) return 'above_upline_rate';
  }
  return undefined;
}
