import { describe, expect, it } from 'vitest';
import { acceptsOddsChange, betReturnMinor, cashOutValueMinor, combinedOddsMilli } from './settlement.js';

describe('betReturnMinor', () => {
  it('pays a single at its odds, stake included', () => {
    expect(betReturnMinor(1000n, [{ outcome: 'WIN', oddsMilli: 1950 }])).toBe(1950n);
    expect(betReturnMinor(1000n, [{ outcome: 'LOSE', oddsMilli: 1950 }])).toBe(0n);
    expect(betReturnMinor(1000n, [{ outcome: 'VOID', oddsMilli: 1950 }])).toBe(1000n);
    expect(betReturnMinor(1000n, [{ outcome: 'PUSH', oddsMilli: 1950 }])).toBe(1000n);
  });
  it('pays half results on a quarter line: half at the odds, half back', () => {
    // 500 wins at 1.90 (950) + 500 back = 1450
    expect(betReturnMinor(1000n, [{ outcome: 'HALF_WIN', oddsMilli: 1900 }])).toBe(1450n);
    expect(betReturnMinor(1000n, [{ outcome: 'HALF_LOSE', oddsMilli: 1900 }])).toBe(500n);
  });
  it('multiplies a multiple, a void leg counting as 1.0 and half results as their factor', () => {
    const legs = [
      { outcome: 'WIN', oddsMilli: 2000 },
      { outcome: 'WIN', oddsMilli: 1500 },
    ] as const;
    expect(betReturnMinor(100n, legs)).toBe(300n);
    expect(betReturnMinor(100n, [...legs, { outcome: 'VOID', oddsMilli: 3000 }])).toBe(300n);
    // 2.0 × (1 + 1.9) / 2 × 0.5 = 1.45
    expect(
      betReturnMinor(1000n, [
        { outcome: 'WIN', oddsMilli: 2000 },
        { outcome: 'HALF_WIN', oddsMilli: 1900 },
        { outcome: 'HALF_LOSE', oddsMilli: 1800 },
      ]),
    ).toBe(1450n);
    expect(betReturnMinor(100n, [...legs, { outcome: 'LOSE', oddsMilli: 1100 }])).toBe(0n);
  });
  it('floors once, at the end, exactly at any size', () => {
    expect(betReturnMinor(7n, [{ outcome: 'WIN', oddsMilli: 1333 }])).toBe(9n); // 9.331
    const big = 9_000_000_000_000_000n;
    expect(betReturnMinor(big, [{ outcome: 'WIN', oddsMilli: 1001 }])).toBe(9_009_000_000_000_000n);
  });
  it('refuses a bet without legs or stake', () => {
    expect(() => betReturnMinor(100n, [])).toThrow();
    expect(() => betReturnMinor(0n, [{ outcome: 'WIN', oddsMilli: 2000 }])).toThrow();
  });
});

describe('combinedOddsMilli', () => {
  it('multiplies the prices of a multiple', () => {
    expect(combinedOddsMilli([2000, 1500])).toBe(3000);
    expect(combinedOddsMilli([1950, 1850, 2100])).toBe(7575); // 7.575875 floored
  });
});

describe('cashOutValueMinor', () => {
  it('is the fair value less the margin: unchanged odds give 95 % of the stake', () => {
    expect(cashOutValueMinor(1000n, [{ state: 'OPEN', oddsMilli: 2000, currentOddsMilli: 2000 }])).toBe(950n);
  });
  it('rises when the selection shortened and falls when it drifted', () => {
    // taken at 3.00, now 1.50: worth 2000 fair, 1900 after the margin
    expect(cashOutValueMinor(1000n, [{ state: 'OPEN', oddsMilli: 3000, currentOddsMilli: 1500 }])).toBe(
      1900n,
    );
    expect(cashOutValueMinor(1000n, [{ state: 'OPEN', oddsMilli: 2000, currentOddsMilli: 4000 }])).toBe(475n);
  });
  it('carries settled legs of a multiple at their factor', () => {
    const value = cashOutValueMinor(1000n, [
      { state: 'SETTLED', outcome: 'WIN', oddsMilli: 2000 },
      { state: 'SETTLED', outcome: 'VOID', oddsMilli: 5000 },
      { state: 'OPEN', oddsMilli: 1800, currentOddsMilli: 1800 },
    ]);
    expect(value).toBe(1900n); // 1000 × 2 × 1 × 1 × 0.95
  });
  it('offers nothing once a leg lost, a market is suspended, or nothing is open', () => {
    expect(
      cashOutValueMinor(1000n, [
        { state: 'SETTLED', outcome: 'LOSE', oddsMilli: 2000 },
        { state: 'OPEN', oddsMilli: 1800, currentOddsMilli: 1800 },
      ]),
    ).toBeNull();
    expect(cashOutValueMinor(1000n, [{ state: 'OPEN', oddsMilli: 1800, currentOddsMilli: null }])).toBeNull();
    expect(cashOutValueMinor(1000n, [{ state: 'SETTLED', outcome: 'WIN', oddsMilli: 1800 }])).toBeNull();
  });
});

describe('acceptsOddsChange', () => {
  it.each([
    ['NONE', 2000, 2000, true],
    ['NONE', 2000, 2050, false],
    ['NONE', 2000, 1950, false],
    ['HIGHER', 2000, 2050, true],
    ['HIGHER', 2000, 2000, true],
    ['HIGHER', 2000, 1950, false],
    ['ANY', 2000, 1500, true],
  ] as const)('%s: seen %d, now %d → %s', (rule, seen, now, accepted) => {
    expect(acceptsOddsChange(rule, seen, now)).toBe(accepted);
  });
});
