import { describe, expect, it } from 'vitest';
import { chiSquare } from './chi-square.js';
import {
  SLOT_DECLARED_RTP,
  SLOT_LINE_COUNT,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REEL_STRIPS,
  SLOT_ROWS,
  slotExactRtp,
  slotLineMultipleOdds,
  slotLinePay,
  slotOutcome,
  spinSlot,
} from './slot.js';
import { poolRareCategories, referenceDraws } from './test-support.js';

const SEED = {
  serverSeed: 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8',
  clientSeed: 'slot-test',
};
const FAIR_SPINS = 20_000;

describe('slot paytable, strips and lines', () => {
  it('has 5 strips, 10 distinct lines within 3 rows, and pays rising with the count, at most 500×', () => {
    expect(SLOT_REEL_STRIPS).toHaveLength(5);
    expect(SLOT_PAYLINES).toHaveLength(SLOT_LINE_COUNT);
    expect(new Set(SLOT_PAYLINES.map((line) => line.join())).size).toBe(SLOT_LINE_COUNT);
    for (const line of SLOT_PAYLINES) {
      expect(line).toHaveLength(5);
      expect(line.every((row) => Number.isInteger(row) && row >= 0 && row < SLOT_ROWS)).toBe(true);
    }
    for (const strip of SLOT_REEL_STRIPS) {
      expect(strip.length).toBeGreaterThan(SLOT_ROWS);
      expect(strip.every((symbol) => symbol in SLOT_PAYTABLE)).toBe(true);
    }
    for (const [three, four, five] of Object.values(SLOT_PAYTABLE)) {
      expect(three).toBeLessThan(four);
      expect(four).toBeLessThan(five);
      expect(five).toBeLessThanOrEqual(500);
    }
  });

  it('declares the analytic RTP, and the line-multiple odds add up to 1', () => {
    expect(Math.abs(slotExactRtp() - SLOT_DECLARED_RTP)).toBeLessThan(1e-4);
    expect(SLOT_DECLARED_RTP).toBeGreaterThanOrEqual(0.95);
    expect(SLOT_DECLARED_RTP).toBeLessThanOrEqual(0.97);
    const total = [...slotLineMultipleOdds().values()].reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});

describe('slot line wins', () => {
  it.each([
    [['CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'LEMON'], { symbol: 'CHERRY', count: 3, multiplier: 6 }],
    [['SEVEN', 'WILD', 'SEVEN', 'SEVEN', 'WILD'], { symbol: 'SEVEN', count: 5, multiplier: 400 }],
    [['WILD', 'WILD', 'LEMON', 'BAR', 'BAR'], { symbol: 'LEMON', count: 3, multiplier: 6 }],
    [['WILD', 'WILD', 'WILD', 'SEVEN', 'LEMON'], { symbol: 'SEVEN', count: 4, multiplier: 100 }],
    [['WILD', 'WILD', 'WILD', 'LEMON', 'CHERRY'], { symbol: 'WILD', count: 3, multiplier: 50 }],
    [['WILD', 'WILD', 'WILD', 'WILD', 'WILD'], { symbol: 'WILD', count: 5, multiplier: 500 }],
  ])('%j pays %j', (symbols, pay) => {
    expect(slotLinePay(symbols)).toEqual(pay);
  });

  it.each([
    [['CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY']],
    [['LEMON', 'CHERRY', 'CHERRY', 'CHERRY', 'CHERRY']],
    [['WILD', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY']],
  ])('%j pays nothing (left to right only)', (symbols) => {
    expect(slotLinePay(symbols)).toBeNull();
  });
});

describe('slotOutcome', () => {
  it('pays five WILDs on the middle line and a WILD-substituted four BELLs on line 9', () => {
    const spin = slotOutcome([11, 8, 11, 15, 2], 100);
    expect(spin.grid.map((reel) => reel[1])).toEqual(['WILD', 'WILD', 'WILD', 'WILD', 'WILD']);
    expect(spin.grid[0]).toEqual(['BELL', 'WILD', 'BAR']);
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: 'WILD', count: 5, multiplier: 500, payMinor: 5000 },
      { line: 9, symbol: 'BELL', count: 4, multiplier: 50, payMinor: 500 },
    ]);
    expect(spin.payoutMinor).toBe(5500);
  });

  it('pays LEMON WILD LEMON as three LEMONs at the line bet', () => {
    const spin = slotOutcome([0, 8, 2, 5, 7], 50);
    expect(spin.grid.map((reel) => reel[1])).toEqual(['LEMON', 'WILD', 'LEMON', 'BAR', 'BAR']);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'LEMON', count: 3, multiplier: 6, payMinor: 30 }]);
    expect(spin.payoutMinor).toBe(30);
  });

  it('pays nothing when no line starts with three alike, and wraps the strip at its end', () => {
    const spin = slotOutcome([0, 0, 0, 0, 0], 10);
    expect(spin).toEqual({
      stops: [0, 0, 0, 0, 0],
      grid: [
        ['SEVEN', 'LEMON', 'BELL'],
        ['ORANGE', 'LEMON', 'BELL'],
        ['CHERRY', 'ORANGE', 'BAR'],
        ['WILD', 'PLUM', 'CHERRY'],
        ['LEMON', 'CHERRY', 'PLUM'],
      ],
      lineWins: [],
      payoutMinor: 0,
    });
    expect(slotOutcome([31, 31, 31, 31, 31], 10).grid[0]).toEqual(['ORANGE', 'SEVEN', 'LEMON']);
  });

  it('refuses a bet that is not a positive multiple of 10 and stops off the strips', () => {
    for (const bet of [0, -10, 15, 10.5, Number.NaN])
      expect(() => slotOutcome([0, 0, 0, 0, 0], bet)).toThrow();
    for (const stops of [
      [0, 0, 0, 0],
      [0, 0, 0, 0, 32],
      [0, 0, 0, -1, 0],
      [0, 0, 1.5, 0, 0],
    ])
      expect(() => slotOutcome(stops, 10)).toThrow();
  });
});

describe('spinSlot', () => {
  it('takes stop i as the i-th rejection-sampled draw of the HMAC-SHA256 stream', async () => {
    const input = { ...SEED, nonce: 7 };
    const spin = await spinSlot(input, 100);
    const sizes = SLOT_REEL_STRIPS.map((strip) => strip.length);
    expect(spin.stops).toEqual(referenceDraws(input, sizes));
    expect(spin).toEqual(slotOutcome(spin.stops, 100));
  });

  it('is the same for the same seeds and nonce and differs for the next nonce', async () => {
    const first = await spinSlot({ ...SEED, nonce: 1 }, 10);
    expect(await spinSlot({ ...SEED, nonce: 1 }, 10)).toEqual(first);
    expect((await spinSlot({ ...SEED, nonce: 2 }, 10)).stops).not.toEqual(first.stops);
  });

  it(`lands every stop and every line multiple as often as expected over ${FAIR_SPINS} spins (chi-square, p > 0.01)`, async () => {
    const stopCounts = SLOT_REEL_STRIPS.map((strip) => new Array<number>(strip.length).fill(0));
    const odds = [...slotLineMultipleOdds()].sort(([a], [b]) => a - b);
    const multipleCounts = new Array<number>(odds.length).fill(0);
    for (let nonce = 0; nonce < FAIR_SPINS; nonce++) {
      const spin = await spinSlot({ ...SEED, nonce }, 10);
      spin.stops.forEach((stop, reel) => stopCounts[reel]![stop]!++);
      const middle = spin.lineWins.find((win) => win.line === 0)?.multiplier ?? 0;
      multipleCounts[odds.findIndex(([multiple]) => multiple === middle)]!++;
    }
    for (const counts of stopCounts) {
      const { pValue } = chiSquare(
        counts,
        counts.map(() => FAIR_SPINS / counts.length),
      );
      expect(pValue).toBeGreaterThan(0.01);
    }
    const pooled = poolRareCategories(
      multipleCounts,
      odds.map(([, probability]) => probability * FAIR_SPINS),
    );
    expect(chiSquare(pooled.observed, pooled.expected).pValue).toBeGreaterThan(0.01);
  });
});
