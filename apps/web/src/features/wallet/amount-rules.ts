import { z } from 'zod';
import { parseAmountToMinor } from '../../lib/money-input';

/** An amount field: display units with at most two decimals, above zero. */
export const ZAmountText = z
  .string()
  .trim()
  .min(1, 'field_required')
  .refine((text) => (parseAmountToMinor(text) ?? 0) > 0, 'wallet_amount_invalid');

/** The amount of a field that passed ZAmountText, in minor units. */
export function amountOf(text: string): number {
  return parseAmountToMinor(text) ?? 0;
}

export type TAmountLimits = {
  minAmount?: number;
  maxAmount?: number;
  /** What is left of today's limit. */
  dailyLeft?: number;
  available?: number;
};

/**
 * The limit an amount breaks, as the server's message key (checked again by the server; this only saves a
 * round trip); null when it is within every limit given.
 */
export function amountLimitFailure(minor: number, limits: TAmountLimits): string | null {
  if (limits.minAmount !== undefined && minor < limits.minAmount) return 'amount_below_minimum';
  if (limits.maxAmount !== undefined && minor > limits.maxAmount) return 'amount_above_maximum';
  if (limits.dailyLeft !== undefined && minor > limits.dailyLeft) return 'daily_limit_exceeded';
  if (limits.available !== undefined && minor > limits.available) return 'insufficient_funds';
  return null;
}
