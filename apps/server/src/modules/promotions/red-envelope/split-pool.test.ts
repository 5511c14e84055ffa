import { describe, expect, it } from 'vitest';
import { drawPacketAmounts, prizePackets, type TPoolShape } from './split-pool.js';

const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);

function expectValidSplit(shape: TPoolShape, amounts: bigint[]) {
  expect(amounts).toHaveLength(shape.packetCount);
  expect(sum(amounts)).toBe(BigInt(shape.totalMinor));
  for (const amount of amounts) {
    expect(amount >= BigInt(shape.minPacketMinor), `${amount} >= min`).toBe(true);
    expect(amount <= BigInt(shape.maxPacketMinor), `${amount} <= max`).toBe(true);
  }
}

describe('drawPacketAmounts', () => {
  const shapes: TPoolShape[] = [
    { totalMinor: 100_000, packetCount: 100, minPacketMinor: 100, maxPacketMinor: 5_000 },
    { totalMinor: 1_000, packetCount: 10, minPacketMinor: 100, maxPacketMinor: 100 },
    { totalMinor: 999, packetCount: 1, minPacketMinor: 1, maxPacketMinor: 999 },
    { totalMinor: 10_000, packetCount: 7, minPacketMinor: 1, maxPacketMinor: 10_000 },
    // Tight at the top: nearly every packet must be at the maximum.
    { totalMinor: 9_999, packetCount: 10, minPacketMinor: 1, maxPacketMinor: 1_000 },
    // Tight at the bottom.
    { totalMinor: 1_001, packetCount: 10, minPacketMinor: 100, maxPacketMinor: 900 },
    { totalMinor: 2 ** 47, packetCount: 10_000, minPacketMinor: 1, maxPacketMinor: 2 ** 47 },
  ];

  it.each(shapes)('sums exactly to the pool and respects min and max: %o', (shape) => {
    const runs = shape.packetCount > 1_000 ? 2 : 20;
    for (let run = 0; run < runs; run += 1) expectValidSplit(shape, drawPacketAmounts(shape));
  });

  it('holds at the edges of every draw (a draw that always picks the lowest, then the highest)', () => {
    const shape = { totalMinor: 50_000, packetCount: 40, minPacketMinor: 500, maxPacketMinor: 3_000 };
    expectValidSplit(
      shape,
      drawPacketAmounts(shape, (lo) => lo),
    );
    expectValidSplit(
      shape,
      drawPacketAmounts(shape, (_lo, hi) => hi - 1),
    );
  });

  it('varies the amounts (not a fixed split) with the real CSPRNG', () => {
    const shape = { totalMinor: 100_000, packetCount: 50, minPacketMinor: 1, maxPacketMinor: 100_000 };
    const amounts = drawPacketAmounts(shape);
    expect(new Set(amounts.map(String)).size).toBeGreaterThan(10);
  });

  it('refuses a pool that cannot be split within the bounds', () => {
    expect(() =>
      drawPacketAmounts({ totalMinor: 999, packetCount: 10, minPacketMinor: 100, maxPacketMinor: 500 }),
    ).toThrow(RangeError);
    expect(() =>
      drawPacketAmounts({ totalMinor: 5_001, packetCount: 10, minPacketMinor: 100, maxPacketMinor: 500 }),
    ).toThrow(RangeError);
    expect(() =>
      drawPacketAmounts({ totalMinor: 100, packetCount: 1, minPacketMinor: 200, maxPacketMinor: 100 }),
    ).toThrow(RangeError);
  });
});

describe('prizePackets', () => {
  const prizes = [
    { amountMinor: 1_000, count: 60 },
    { amountMinor: 5_000, count: 30 },
    { amountMinor: 50_000, count: 10 },
  ];
  const tally = (amounts: bigint[]) =>
    Object.fromEntries([...new Set(amounts)].map((a) => [String(a), amounts.filter((b) => b === a).length]));

  it('holds every prize exactly as many times as its count, whatever the order', () => {
    const amounts = prizePackets(prizes);
    expect(tally(amounts)).toEqual({ '1000': 60, '5000': 30, '50000': 10 });
    expect(sum(amounts)).toBe(60_000n + 150_000n + 500_000n);
  });

  it('shuffles with the CSPRNG: the big prizes are not all at the end', () => {
    const firstBigAt = Array.from({ length: 20 }, () => prizePackets(prizes).indexOf(50_000n));
    expect(Math.min(...firstBigAt)).toBeLessThan(90);
    expect(new Set(firstBigAt).size).toBeGreaterThan(1);
  });
});
