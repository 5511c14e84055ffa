import { describe, expect, it } from 'vitest';
import { amountLimitFailure, ZAmountText } from './amount-rules';

describe('amount rules', () => {
  it('accepts a positive amount with two decimals at most', () => {
    expect(ZAmountText.safeParse('12.50').success).toBe(true);
    expect(ZAmountText.safeParse('0').error?.issues[0]?.message).toBe('wallet_amount_invalid');
    expect(ZAmountText.safeParse('1.005').error?.issues[0]?.message).toBe('wallet_amount_invalid');
    expect(ZAmountText.safeParse(' ').error?.issues[0]?.message).toBe('field_required');
  });

  it('names the first limit broken with the server message key', () => {
    const limits = { minAmount: 1000, maxAmount: 50000, dailyLeft: 20000, available: 15000 };
    expect(amountLimitFailure(999, limits)).toBe('amount_below_minimum');
    expect(amountLimitFailure(50001, limits)).toBe('amount_above_maximum');
    expect(amountLimitFailure(20001, limits)).toBe('daily_limit_exceeded');
    expect(amountLimitFailure(15001, limits)).toBe('insufficient_funds');
    expect(amountLimitFailure(15000, limits)).toBeNull();
    expect(amountLimitFailure(1, {})).toBeNull();
  });
});
