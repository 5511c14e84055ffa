import { describe, expect, it } from 'vitest';
import { multipleInHundredths, turnoverTargetOf, weightedTurnover } from './wager-target.js';

describe('turnover target', () => {
  it('reads multiples exactly', () => {
    expect(multipleInHundredths('18')).toBe(1800n);
    expect(multipleInHundredths('1.5')).toBe(150n);
    expect(multipleInHundredths('0.05')).toBe(5n);
    expect(() => multipleInHundredths('1.234')).toThrow();
  });

  it('multiplies the bonus, or the bonus plus the deposit, rounding up', () => {
    expect(
      turnoverTargetOf({
        bonusMinor: 10_000n,
        depositMinor: 10_000n,
        wagerBase: 'BONUS',
        wagerMultiple: '10',
      }),
    ).toBe(100_000n);
    expect(
      turnoverTargetOf({
        bonusMinor: 10_000n,
        depositMinor: 10_000n,
        wagerBase: 'BONUS_PLUS_DEPOSIT',
        wagerMultiple: '18',
      }),
    ).toBe(360_000n);
    expect(
      turnoverTargetOf({ bonusMinor: 333n, depositMinor: 0n, wagerBase: 'BONUS', wagerMultiple: '1.5' }),
    ).toBe(500n);
    expect(
      turnoverTargetOf({ bonusMinor: 500n, depositMinor: 0n, wagerBase: 'BONUS', wagerMultiple: '0' }),
    ).toBe(0n);
  });

  it('weights a valid bet rounding down', () => {
    expect(weightedTurnover(1_000n, 100)).toBe(1_000n);
    expect(weightedTurnover(999n, 50)).toBe(499n);
    expect(weightedTurnover(1_000n, 0)).toBe(0n);
  });
});
