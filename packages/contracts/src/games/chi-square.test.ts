import { describe, expect, it } from 'vitest';
import { chiSquare, logGamma, upperRegularizedGamma } from './chi-square.js';

describe('chi-square', () => {
  it('computes ln Γ at known points', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 10);
    expect(logGamma(100.5)).toBeCloseTo(361.4355404677776, 8); // Python math.lgamma
  });

  it('gives p-values that match closed forms and published critical values', () => {
    // Two degrees of freedom: p = e^(−x/2); four: e^(−x/2)(1 + x/2).
    for (const x of [0.1, 2, 9.21, 40]) {
      expect(upperRegularizedGamma(1, x / 2)).toBeCloseTo(Math.exp(-x / 2), 12);
      expect(upperRegularizedGamma(2, x / 2)).toBeCloseTo(Math.exp(-x / 2) * (1 + x / 2), 12);
    }
    // Critical values (SciPy chi2.isf): df 1 at 0.05, df 10 at 0.01, df 31 at 0.01, df 100 at 0.05.
    expect(upperRegularizedGamma(0.5, 3.841458820694124 / 2)).toBeCloseTo(0.05, 10);
    expect(upperRegularizedGamma(5, 23.209251158954356 / 2)).toBeCloseTo(0.01, 10);
    expect(upperRegularizedGamma(15.5, 52.19139483319193 / 2)).toBeCloseTo(0.01, 10);
    expect(upperRegularizedGamma(50, 124.342 / 2)).toBeCloseTo(0.0500007158, 9);
    expect(upperRegularizedGamma(75, 100)).toBeCloseTo(0.003973185970822, 12);
    expect(upperRegularizedGamma(3, 0)).toBe(1);
  });

  it('scores observed against expected counts and flags a biased source', () => {
    expect(chiSquare([10, 20, 30], [20, 20, 20])).toEqual({
      statistic: 10,
      degreesOfFreedom: 2,
      pValue: expect.closeTo(Math.exp(-5), 12) as number,
    });
    expect(chiSquare([500, 500], [500, 500]).pValue).toBe(1);
    // A die whose six comes up 1.5 times too often in 6,000 throws.
    expect(
      chiSquare([960, 960, 960, 960, 960, 1200], [1000, 1000, 1000, 1000, 1000, 1000]).pValue,
    ).toBeLessThan(1e-6);
    expect(() => chiSquare([1], [1])).toThrow();
    expect(() => chiSquare([1, 2], [1, 0])).toThrow();
  });
});
