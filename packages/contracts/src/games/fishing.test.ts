import { describe, expect, it } from 'vitest';
import { chiSquare } from './chi-square.js';
import {
  FISHING_DECLARED_RTP,
  FISHING_FISH,
  FISHING_FISH_KINDS,
  fishCatchProbability,
  fishDrawSize,
  fishingShotFromDraw,
  playFishingBatch,
  type TFishingShot,
} from './fishing.js';
import { referenceDraws } from './test-support.js';

const SERVER_SEED = '7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b';
/** Shots per fish of the small-sample check (the 10-million-shot run is `npm run bench -- rtp-fishing`). */
const SAMPLE_SHOTS_PER_FISH = 4_000;
const SHOTS_PER_BATCH = 20;

describe('fishing odds', () => {
  it('declares the same RTP for every fish: p × multiplier = 0.96 exactly', () => {
    for (const fish of FISHING_FISH) {
      expect(fishCatchProbability(fish.kind) * fish.multiplier).toBeCloseTo(FISHING_DECLARED_RTP, 12);
      // The draw decides it exactly: 9,600 catching outcomes out of multiplier × 10,000.
      expect(9_600 / fishDrawSize(fish.kind)).toBe(fishCatchProbability(fish.kind));
    }
  });

  it('catches below 9,600 and pays bullet × multiplier, else nothing', () => {
    const shot: TFishingShot = { fish: 'SHARK', bulletMinor: 70 };
    expect(fishingShotFromDraw(shot, 0)).toEqual({ ...shot, isCaught: true, payoutMinor: 2_100 });
    expect(fishingShotFromDraw(shot, 9_599)).toMatchObject({ isCaught: true, payoutMinor: 2_100 });
    expect(fishingShotFromDraw(shot, 9_600)).toMatchObject({ isCaught: false, payoutMinor: 0 });
    expect(() => fishingShotFromDraw({ fish: 'SHARK', bulletMinor: 0 }, 0)).toThrow();
    expect(() => fishingShotFromDraw({ fish: 'SHARK', bulletMinor: 1.5 }, 0)).toThrow();
  });

  it('reads one draw per shot, in order, from the batch nonce (as node:crypto reads the stream)', async () => {
    const input = { serverSeed: SERVER_SEED, clientSeed: 'client', nonce: 7 };
    const shots: TFishingShot[] = FISHING_FISH_KINDS.map((fish, i) => ({ fish, bulletMinor: 10 + i }));
    const outcomes = await playFishingBatch(input, shots);
    const draws = referenceDraws(
      input,
      shots.map((s) => fishDrawSize(s.fish)),
    );
    expect(outcomes).toEqual(shots.map((shot, i) => fishingShotFromDraw(shot, draws[i]!)));
    // Another nonce is another stream.
    const other = await playFishingBatch({ ...input, nonce: 8 }, shots);
    const otherDraws = referenceDraws(
      { ...input, nonce: 8 },
      shots.map((s) => fishDrawSize(s.fish)),
    );
    expect(other).toEqual(shots.map((shot, i) => fishingShotFromDraw(shot, otherDraws[i]!)));
  });

  it(`catches each fish as often as declared over ${SAMPLE_SHOTS_PER_FISH} shots (chi-square p > 0.01, RTP within 4 s.e.)`, async () => {
    const caught = new Map<string, number>();
    let stakeMinor = 0;
    let returnedMinor = 0;
    let variance = 0;
    for (const fish of FISHING_FISH) {
      for (let batch = 0; batch < SAMPLE_SHOTS_PER_FISH / SHOTS_PER_BATCH; batch++) {
        const shots = Array.from({ length: SHOTS_PER_BATCH }, () => ({ fish: fish.kind, bulletMinor: 1 }));
        const outcomes = await playFishingBatch(
          { serverSeed: SERVER_SEED, clientSeed: fish.kind, nonce: batch },
          shots,
        );
        for (const outcome of outcomes) {
          stakeMinor += 1;
          returnedMinor += outcome.payoutMinor;
          if (outcome.isCaught) caught.set(fish.kind, (caught.get(fish.kind) ?? 0) + 1);
        }
      }
      const p = fishCatchProbability(fish.kind);
      const hits = caught.get(fish.kind) ?? 0;
      expect(
        chiSquare(
          [hits, SAMPLE_SHOTS_PER_FISH - hits],
          [p, 1 - p].map((q) => q * SAMPLE_SHOTS_PER_FISH),
        ).pValue,
      ).toBeGreaterThan(0.01);
      // Var of one shot's return ratio: m² p − (m p)² = 0.96 m − 0.9216.
      variance +=
        (FISHING_DECLARED_RTP * fish.multiplier - FISHING_DECLARED_RTP ** 2) * SAMPLE_SHOTS_PER_FISH;
    }
    const standardError = Math.sqrt(variance) / stakeMinor;
    expect(Math.abs(returnedMinor / stakeMinor - FISHING_DECLARED_RTP)).toBeLessThan(4 * standardError);
  });
});
