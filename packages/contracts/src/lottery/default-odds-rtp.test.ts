import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from './draw-model.js';
import { evaluateLotteryBet, lotterySettlementMinor, lotteryStakeMinor } from './evaluate.js';
import { LOTTERY_DEFAULT_ODDS } from './odds.js';
import { betType } from './test-draws.js';

/**
 * The default odds checked against exact enumeration of equally likely draws: the player's mean return per unit
 * staked stays below 1 (the house keeps an edge) and above 0.5 (no typo priced a bet out of the market; K3 three different, priced from the official
 * column, returns 0.556).
 */
function meanReturn(code: string, picks: string[], outcomes: readonly TLotteryResult[]): number {
  const definition = betType(code);
  const stakeMinor = lotteryStakeMinor(definition, picks, 1_000);
  let returned = 0;
  for (const draw of outcomes) {
    const evaluation = evaluateLotteryBet(definition, picks, draw);
    returned += lotterySettlementMinor(evaluation, {
      unitStakeMinor: 1_000,
      stakeMinor,
      odds: LOTTERY_DEFAULT_ODDS[code]!,
    });
  }
  return returned / (stakeMinor * outcomes.length);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad2 = (n: number) => String(n).padStart(2, '0');

const K3_OUTCOMES: TLotteryResult[] = range(1, 6).flatMap((a) =>
  range(1, 6).flatMap((b) =>
    range(1, 6).map((c) => ({ family: 'K3' as const, dice: [a, b, c].map(String) })),
  ),
);
/** Every 5-number set of 11x5 (order does not matter to any-n or the sum). */
const X115_SETS: TLotteryResult[] = [];
for (const a of range(1, 7))
  for (const b of range(a + 1, 8))
    for (const c of range(b + 1, 9))
      for (const d of range(c + 1, 10))
        for (const e of range(d + 1, 11))
          X115_SETS.push({ family: '11X5', balls: [a, b, c, d, e].map(pad2) });
/** SSC with the first three balls enumerated (forms and front-3 bets read only those). */
const SSC_FRONT: TLotteryResult[] = range(0, 999).map((n) => ({
  family: 'SSC',
  balls: [...String(n).padStart(3, '0'), '0', '0'],
}));
/** PK10 with every ordered pair of 1st and 2nd cars, the rest in order. */
const PK10_TOP2: TLotteryResult[] = range(1, 10).flatMap((a) =>
  range(1, 10)
    .filter((b) => b !== a)
    .map((b) => ({
      family: 'PK10' as const,
      cars: [a, b, ...range(1, 10).filter((c) => c !== a && c !== b)].map(pad2),
    })),
);

const inEdge = (rtp: number) => {
  expect(rtp).toBeLessThan(1);
  expect(rtp).toBeGreaterThan(0.5);
};

describe('default odds keep a house edge', () => {
  it('K3', () => {
    expect(K3_OUTCOMES).toHaveLength(216);
    for (const sum of range(3, 18)) inEdge(meanReturn('K3_SUM', [pad2(sum)], K3_OUTCOMES));
    for (const pick of ['BIG', 'SMALL']) inEdge(meanReturn('K3_SUM_BIG_SMALL', [pick], K3_OUTCOMES));
    for (const pick of ['ODD', 'EVEN']) inEdge(meanReturn('K3_SUM_ODD_EVEN', [pick], K3_OUTCOMES));
    inEdge(meanReturn('K3_ANY_TRIPLE', ['LEOPARD'], K3_OUTCOMES));
    inEdge(meanReturn('K3_GIVEN_TRIPLE', ['3'], K3_OUTCOMES));
    inEdge(meanReturn('K3_GIVEN_PAIR', ['3'], K3_OUTCOMES));
    inEdge(meanReturn('K3_THREE_DIFFERENT', ['1', '2', '3'], K3_OUTCOMES));
  });

  it('11x5 any-n and sum (with 30 refunded)', () => {
    expect(X115_SETS).toHaveLength(462);
    for (const n of range(1, 5)) inEdge(meanReturn(`X115_ANY${n}`, range(1, n).map(pad2), X115_SETS));
    for (const pick of ['BIG', 'SMALL']) inEdge(meanReturn('X115_SUM_BIG_SMALL', [pick], X115_SETS));
  });

  it('SSC forms and front-3 direct', () => {
    for (const form of ['LEOPARD', 'STRAIGHT', 'PAIR', 'HALF_STRAIGHT', 'MIXED'])
      inEdge(meanReturn('SSC_FRONT3_FORM', [form], SSC_FRONT));
    inEdge(meanReturn('SSC_FRONT3_DIRECT', ['123'], SSC_FRONT));
  });

  it('PK10 1st + 2nd sum', () => {
    expect(PK10_TOP2).toHaveLength(90);
    for (const sum of range(3, 19)) inEdge(meanReturn('PK10_TOP2_SUM', [pad2(sum)], PK10_TOP2));
    for (const pick of ['BIG', 'SMALL']) inEdge(meanReturn('PK10_TOP2_SUM_BIG_SMALL', [pick], PK10_TOP2));
    for (const pick of ['ODD', 'EVEN']) inEdge(meanReturn('PK10_TOP2_SUM_ODD_EVEN', [pick], PK10_TOP2));
  });
});
