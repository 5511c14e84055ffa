import { describe, expect, it } from 'vitest';
import { chiSquare } from './chi-square.js';
import {
  CRASH_DECLARED_RTP,
  CRASH_MAX_POINT_HUNDREDTHS,
  crashElapsedForMultiplier,
  crashMultiplierAt,
  crashPayoutMinor,
  crashPoint,
  crashPointFromUniform,
} from './crash.js';

const SERVER_SEED = '0f9e8d7c6b5a49382716054f3e2d1c0b0a99887766554433221100ffeeddccbb';
const FAIR_ROUNDS = 10_000;

/** P(point ≥ h hundredths): 1 at 1.00×, then 0.97 / (h / 100). */
const survival = (hundredths: number): number =>
  hundredths <= 100 ? 1 : (CRASH_DECLARED_RTP * 100) / hundredths;

describe('crash point', () => {
  it('matches vectors computed independently (Python, exact integers: 97·2^52 div (2^52 − first 52 bits))', async () => {
    expect(await crashPoint(SERVER_SEED, 'crash-1')).toBe(179);
    expect(await crashPoint(SERVER_SEED, 'crash-2')).toBe(1332);
    expect(await crashPoint(SERVER_SEED, 'crash-3')).toBe(141);
  });

  it('maps u to floor(97 / (1 − u)), at least 1.00× and at most the cap', () => {
    expect(crashPointFromUniform(0)).toBe(100);
    expect(crashPointFromUniform(0.03)).toBe(100);
    expect(crashPointFromUniform(0.5)).toBe(194);
    expect(crashPointFromUniform(0.75)).toBe(388);
    expect(crashPointFromUniform(0.875)).toBe(776);
    expect(crashPointFromUniform(1 - 2 ** -52)).toBe(CRASH_MAX_POINT_HUNDREDTHS);
    for (const u of [1, -0.1, Number.NaN]) expect(() => crashPointFromUniform(u)).toThrow();
  });

  it(`falls into buckets as P(point ≥ x) = 0.97 / x says over ${FAIR_ROUNDS} rounds (chi-square, p > 0.01)`, async () => {
    const edges = [100, 101, 120, 150, 200, 300, 500, 1000, 2000, 5000];
    const observed = new Array<number>(edges.length).fill(0);
    for (let i = 0; i < FAIR_ROUNDS; i++) {
      const point = await crashPoint(SERVER_SEED, `round-${i}`);
      let bucket = edges.length - 1;
      while (point < edges[bucket]!) bucket--;
      observed[bucket]!++;
    }
    const expected = edges.map(
      (edge, i) => (survival(edge) - (i + 1 < edges.length ? survival(edges[i + 1]!) : 0)) * FAIR_ROUNDS,
    );
    expect(chiSquare(observed, expected).pValue).toBeGreaterThan(0.01);
  });
});

describe('crash multiplier curve', () => {
  it('starts at 1.00×, doubles after about 11.55 s and never goes down', () => {
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    const decreases: number[] = [];
    for (let t = 1; t <= 200_000; t++) if (crashMultiplierAt(t) < crashMultiplierAt(t - 1)) decreases.push(t);
    expect(decreases).toEqual([]);
  });

  it('gives the first millisecond at which a multiplier is reached', () => {
    expect(crashElapsedForMultiplier(100)).toBe(0);
    expect(crashElapsedForMultiplier(200)).toBe(11_553);
    for (const target of [101, 150, 199, 200, 1000, 12_345, 1_000_000]) {
      const t = crashElapsedForMultiplier(target);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(target);
      expect(crashMultiplierAt(t - 1)).toBeLessThan(target);
    }
  });
});

describe('crash payout', () => {
  it('pays floor(bet × multiplier) including the stake, exactly for large amounts', () => {
    expect(crashPayoutMinor(100, 200)).toBe(200);
    expect(crashPayoutMinor(333, 150)).toBe(499);
    expect(crashPayoutMinor(1000, 100)).toBe(1000);
    expect(crashPayoutMinor(90_071_992_547, 100_000)).toBe(90_071_992_547_000);
    for (const [bet, cashOut] of [
      [100, 99],
      [100, 150.5],
      [-1, 200],
    ] as const)
      expect(() => crashPayoutMinor(bet, cashOut)).toThrow();
  });
});
