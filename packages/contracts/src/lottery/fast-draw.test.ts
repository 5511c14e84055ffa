import { describe, expect, it } from 'vitest';
import { chiSquare, upperRegularizedGamma } from '../games/chi-square.js';
import { referenceDraws } from '../games/test-support.js';
import { hashServerSeed } from '../provably-fair.js';
import { ZLotteryResult } from './draw-model.js';
import { drawFastLotteryResult, verifyFastLotteryResult, type TLotteryFastFamily } from './fast-draw.js';

const SEED = '5f1c0a8e7b3d2c4f6a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a';
const ROUNDS = 5_000;

/** Counts of each (position, value) over many periods of one seed, with the uniform expectation. */
async function tally(
  family: TLotteryFastFamily,
  positions: number,
  values: number,
  toIndex: (v: string) => number,
) {
  const observed = new Array<number>(positions * values).fill(0);
  for (let round = 0; round < ROUNDS; round++) {
    const result = await drawFastLotteryResult(family, SEED, `20261122-${String(round).padStart(4, '0')}`);
    const drawn = 'balls' in result ? result.balls : 'cars' in result ? result.cars : result.dice;
    drawn.forEach((value, position) => observed[position * values + toIndex(value)]!++);
  }
  // Each position is its own goodness-of-fit test (its counts add up to ROUNDS); the statistics of independent
  // positions add, and so do their degrees of freedom.
  let statistic = 0;
  for (let position = 0; position < positions; position++) {
    const counts = observed.slice(position * values, (position + 1) * values);
    statistic += chiSquare(
      counts,
      counts.map(() => ROUNDS / values),
    ).statistic;
  }
  const degreesOfFreedom = positions * (values - 1);
  return { observed, pValue: upperRegularizedGamma(degreesOfFreedom / 2, statistic / 2) };
}

describe('fast-game draws', () => {
  it('draw valid results of every family, the same for the same seed and issue', async () => {
    for (const family of ['SSC', 'PK10', 'K3', '11X5'] as const) {
      const result = await drawFastLotteryResult(family, SEED, '20261122-0001');
      expect(ZLotteryResult.parse(result)).toEqual(result);
      expect(await drawFastLotteryResult(family, SEED, '20261122-0001')).toEqual(result);
    }
  });

  it('read the platform HMAC stream by rejection sampling, and shuffle PK10 and 11x5 by Fisher–Yates', async () => {
    const input = { serverSeed: SEED, clientSeed: '20261122-0042', nonce: 0 };
    const ssc = await drawFastLotteryResult('SSC', SEED, '20261122-0042');
    expect(ssc).toEqual({ family: 'SSC', balls: referenceDraws(input, [10, 10, 10, 10, 10]).map(String) });
    const k3 = await drawFastLotteryResult('K3', SEED, '20261122-0042');
    expect(k3).toEqual({ family: 'K3', dice: referenceDraws(input, [6, 6, 6]).map((v) => String(v + 1)) });
    // Written out independently: position i swaps with i + draw(n − i).
    const shuffle = (n: number, take: number) => {
      const values = Array.from({ length: n }, (_, i) => i + 1);
      const offsets = referenceDraws(
        input,
        Array.from({ length: take }, (_, i) => n - i),
      );
      offsets.forEach((offset, i) => ([values[i], values[i + offset]] = [values[i + offset]!, values[i]!]));
      return values.slice(0, take).map((v) => String(v).padStart(2, '0'));
    };
    expect(await drawFastLotteryResult('PK10', SEED, '20261122-0042')).toEqual({
      family: 'PK10',
      cars: shuffle(10, 10),
    });
    expect(await drawFastLotteryResult('11X5', SEED, '20261122-0042')).toEqual({
      family: '11X5',
      balls: shuffle(11, 5),
    });
  });

  it('are uniform per position at 99 % (chi-square over position × value)', async () => {
    const cases = [
      await tally('SSC', 5, 10, Number),
      await tally('PK10', 10, 10, (v) => Number(v) - 1),
      await tally('K3', 3, 6, (v) => Number(v) - 1),
      await tally('11X5', 5, 11, (v) => Number(v) - 1),
    ];
    for (const { observed, pValue } of cases) {
      expect(observed.every((count) => count > 0)).toBe(true);
      expect(pValue).toBeGreaterThan(0.01);
    }
  }, 10_000);

  it('verify: the published hash matches the revealed seed and the redraw gives the stored result', async () => {
    const issueCode = '20261122-0777';
    const serverSeedHash = await hashServerSeed(SEED);
    for (const family of ['SSC', 'PK10', 'K3', '11X5'] as const) {
      const stored = await drawFastLotteryResult(family, SEED, issueCode);
      // As stored in jsonb, whose key order differs from the drawn object's.
      const fromDatabase = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(stored).reverse())));
      expect(
        await verifyFastLotteryResult({
          family,
          issueCode,
          serverSeed: SEED,
          serverSeedHash,
          result: fromDatabase,
        }),
      ).toEqual({
        isHashValid: true,
        isResultValid: true,
      });
      const otherSeed = SEED.replace(/^5/, '6');
      expect(await drawFastLotteryResult(family, otherSeed, issueCode)).not.toEqual(stored);
      expect(
        await verifyFastLotteryResult({
          family,
          issueCode,
          serverSeed: otherSeed,
          serverSeedHash,
          result: stored,
        }),
      ).toEqual({ isHashValid: false, isResultValid: false });
    }
  });
});
