import { describe, expect, it } from 'vitest';
import { cashbackOf, computeCashback } from './cashback-maths.js';

describe('cashback maths', () => {
  it('rounds each category down to the minor unit', () => {
    expect(cashbackOf(12_345n, 4_000)).toBe(49n); // 49.38
    expect(cashbackOf(249n, 4_000)).toBe(0n);
    expect(cashbackOf(1_000_000n, 100_000)).toBe(100_000n);
  });

  it('lists rated or played categories in catalogue order, sums and caps them', () => {
    const figure = computeCashback({
      validBets: new Map([
        ['LIVE', 10_000n],
        ['RNG', 20_000n],
        ['FISH', 500n],
      ]),
      rates: new Map([
        ['RNG', 5_000],
        ['LIVE', 3_500],
        ['SPORTS', 4_000],
      ]),
      minClaimMinor: 0n,
      capPerClaimMinor: 120n,
    });
    expect(figure.lines).toEqual([
      { gameCategory: 'RNG', validBet: 20_000, ratePpm: 5_000, amount: 100 },
      { gameCategory: 'LIVE', validBet: 10_000, ratePpm: 3_500, amount: 35 },
      { gameCategory: 'SPORTS', validBet: 0, ratePpm: 4_000, amount: 0 },
      { gameCategory: 'FISH', validBet: 500, ratePpm: 0, amount: 0 },
    ]);
    expect(figure.validBetMinor).toBe(30_500n);
    expect(figure.computedMinor).toBe(135n);
    expect(figure.amountMinor).toBe(120n);
    expect(figure.isClaimable).toBe(true);
  });

  it('is not claimable at zero or under the minimum', () => {
    const base = { rates: new Map([['RNG', 5_000]] as const), capPerClaimMinor: null };
    expect(computeCashback({ ...base, validBets: new Map(), minClaimMinor: 0n }).isClaimable).toBe(false);
    const some = new Map([['RNG', 20_000n]] as const);
    expect(computeCashback({ ...base, validBets: some, minClaimMinor: 101n }).isClaimable).toBe(false);
    expect(computeCashback({ ...base, validBets: some, minClaimMinor: 100n }).isClaimable).toBe(true);
  });
});
