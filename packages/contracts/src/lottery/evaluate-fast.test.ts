import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from './draw-model.js';
import {
  evaluateLotteryBet,
  lotteryPayoutMinor,
  lotterySettlementMinor,
  type TLotteryOutcome,
} from './evaluate.js';
import { LOTTERY_DEFAULT_ODDS } from './odds.js';
import { betType } from './test-draws.js';

const ssc = (...balls: string[]): TLotteryResult => ({ family: 'SSC', balls });
const pk10 = (...cars: string[]): TLotteryResult => ({ family: 'PK10', cars });
const k3 = (...dice: string[]): TLotteryResult => ({ family: 'K3', dice });
const x115 = (...balls: string[]): TLotteryResult => ({ family: '11X5', balls });

// SSC: 3 8 1 9 3 (sum 24, balls 1 and 5 equal); 9 0 1 1 7 (sum 18); 5 5 5 2 4 (sum 21).
const S1 = ssc('3', '8', '1', '9', '3');
const S2 = ssc('9', '0', '1', '1', '7');
const S3 = ssc('5', '5', '5', '2', '4');
// PK10: P1 03, P2 07 (sum 10); the second draw has 05 + 06 = 11, which is small.
const P1 = pk10('03', '07', '10', '01', '05', '06', '02', '09', '04', '08');
const P2 = pk10('05', '06', '01', '02', '03', '04', '07', '08', '09', '10');
// 11x5: 03 11 07 01 08 sums to 30, the tie; 10 11 09 06 05 sums to 41.
const E1 = x115('03', '11', '07', '01', '08');
const E2 = x115('10', '11', '09', '06', '05');

type TCase = [
  code: string,
  picks: string[],
  draw: TLotteryResult,
  outcome: TLotteryOutcome,
  payoutPer100: number,
];

/** [bet type, picks, draw, outcome, what a 100-unit stake per pick returns at the default odds]. */
const CASES: TCase[] = [
  ['SSC_B2_DIGIT', ['0', '5'], S2, 'WIN', 991],
  ['SSC_B2_DIGIT', ['5'], S2, 'LOSE', 0],
  ['SSC_B1_BIG_SMALL', ['BIG'], S2, 'WIN', 198],
  ['SSC_B2_BIG_SMALL', ['BIG'], S2, 'LOSE', 0],
  ['SSC_B1_ODD_EVEN', ['ODD'], S2, 'WIN', 198],
  ['SSC_B5_ODD_EVEN', ['EVEN'], S1, 'LOSE', 0],
  ['SSC_SUM_BIG_SMALL', ['BIG'], S1, 'WIN', 198],
  ['SSC_SUM_BIG_SMALL', ['SMALL'], S2, 'WIN', 198],
  ['SSC_SUM_ODD_EVEN', ['ODD'], S3, 'WIN', 198],
  ['SSC_SUM_ODD_EVEN', ['ODD'], S2, 'LOSE', 0],
  ['SSC_DRAGON_TIGER', ['DRAGON'], S2, 'WIN', 220],
  ['SSC_DRAGON_TIGER', ['TIGER'], S2, 'LOSE', 0],
  // Equal balls 1 and 5: dragon and tiger lose, tie wins.
  ['SSC_DRAGON_TIGER', ['DRAGON'], S1, 'LOSE', 0],
  ['SSC_DRAGON_TIGER', ['TIGER'], S1, 'LOSE', 0],
  ['SSC_DRAGON_TIGER', ['TIE'], S1, 'WIN', 940],
  ['SSC_FRONT3_FORM', ['STRAIGHT'], S2, 'WIN', 1_400], // 9-0-1 is a run
  ['SSC_MIDDLE3_FORM', ['PAIR'], S2, 'WIN', 320],
  ['SSC_BACK3_FORM', ['PAIR'], S2, 'WIN', 320],
  ['SSC_FRONT3_FORM', ['LEOPARD'], S3, 'WIN', 7_000],
  ['SSC_BACK3_FORM', ['HALF_STRAIGHT'], S3, 'WIN', 230], // 5 2 4: 5 and 4 adjoin
  ['SSC_FRONT3_FORM', ['MIXED'], S1, 'WIN', 280], // 3 8 1
  ['SSC_MIDDLE3_FORM', ['HALF_STRAIGHT'], S1, 'WIN', 230], // 8 1 9: 8 and 9 adjoin, 9-1 does not
  ['SSC_MIDDLE3_FORM', ['STRAIGHT'], S1, 'LOSE', 0],
  ['SSC_FRONT3_DIRECT', ['901'], S2, 'WIN', 90_000],
  ['SSC_FRONT3_DIRECT', ['109'], S2, 'LOSE', 0],
  ['SSC_BACK3_DIRECT', ['117'], S2, 'WIN', 90_000],
  ['PK10_P3_NUMBER', ['10', '04'], P1, 'WIN', 991],
  ['PK10_P1_NUMBER', ['07'], P1, 'LOSE', 0],
  ['PK10_P3_BIG_SMALL', ['BIG'], P1, 'WIN', 198],
  ['PK10_P1_BIG_SMALL', ['BIG'], P1, 'LOSE', 0],
  ['PK10_P3_ODD_EVEN', ['EVEN'], P1, 'WIN', 198],
  ['PK10_DT1', ['TIGER'], P1, 'WIN', 198], // 03 v 08
  ['PK10_DT2', ['DRAGON'], P1, 'WIN', 198], // 07 v 04
  ['PK10_DT5', ['DRAGON'], P1, 'LOSE', 0], // 05 v 06
  ['PK10_TOP2_SUM', ['10'], P1, 'WIN', 1_030],
  ['PK10_TOP2_SUM', ['11'], P2, 'WIN', 830],
  ['PK10_TOP2_SUM', ['03', '19'], P2, 'LOSE', 0],
  ['PK10_TOP2_SUM_BIG_SMALL', ['SMALL'], P2, 'WIN', 177], // 11 is small, no tie
  ['PK10_TOP2_SUM_BIG_SMALL', ['BIG'], P2, 'LOSE', 0],
  ['PK10_TOP2_SUM_ODD_EVEN', ['ODD'], P2, 'WIN', 177],
  ['PK10_TOP2_SUM_ODD_EVEN', ['EVEN'], P1, 'WIN', 220],
  ['K3_SUM', ['09'], k3('2', '2', '5'), 'WIN', 605],
  ['K3_SUM', ['18'], k3('6', '6', '6'), 'WIN', 16_500],
  ['K3_SUM_BIG_SMALL', ['SMALL'], k3('2', '2', '5'), 'WIN', 198],
  ['K3_SUM_BIG_SMALL', ['BIG'], k3('1', '4', '6'), 'WIN', 198],
  // A triple ties big/small and the default policy keeps the stake; odd/even is unaffected.
  ['K3_SUM_BIG_SMALL', ['BIG'], k3('4', '4', '4'), 'LOSE', 0],
  ['K3_SUM_BIG_SMALL', ['SMALL'], k3('1', '1', '1'), 'LOSE', 0],
  ['K3_SUM_ODD_EVEN', ['EVEN'], k3('4', '4', '4'), 'WIN', 198],
  ['K3_ANY_TRIPLE', ['LEOPARD'], k3('4', '4', '4'), 'WIN', 2_750],
  ['K3_ANY_TRIPLE', ['LEOPARD'], k3('2', '2', '5'), 'LOSE', 0],
  ['K3_GIVEN_TRIPLE', ['4'], k3('4', '4', '4'), 'WIN', 16_500],
  ['K3_GIVEN_TRIPLE', ['2'], k3('2', '2', '5'), 'LOSE', 0],
  ['K3_GIVEN_PAIR', ['2', '5'], k3('2', '2', '5'), 'WIN', 980],
  ['K3_GIVEN_PAIR', ['4'], k3('4', '4', '4'), 'WIN', 980],
  ['K3_THREE_DIFFERENT', ['1', '3', '6'], k3('6', '1', '3'), 'WIN', 2_000],
  ['K3_THREE_DIFFERENT', ['1', '3', '5'], k3('6', '1', '3'), 'LOSE', 0],
  ['X115_ANY1', ['07'], E1, 'WIN', 195],
  ['X115_ANY2', ['03', '08'], E1, 'WIN', 495],
  ['X115_ANY3', ['03', '08', '02'], E1, 'LOSE', 0],
  ['X115_ANY4', ['01', '03', '07', '08'], E1, 'WIN', 5_900],
  ['X115_ANY5', ['01', '03', '07', '08', '11'], E1, 'WIN', 41_550],
  ['X115_B2_NUMBER', ['11'], E1, 'WIN', 1_080],
  ['X115_B2_BIG_SMALL', ['BIG'], E1, 'WIN', 175], // 11 counts as big
  ['X115_B4_BIG_SMALL', ['SMALL'], E1, 'WIN', 175],
  ['X115_B4_ODD_EVEN', ['EVEN'], E1, 'LOSE', 0],
  ['X115_SUM_BIG_SMALL', ['BIG'], E2, 'WIN', 175],
  ['X115_SUM_BIG_SMALL', ['SMALL'], E2, 'LOSE', 0],
  // Sum 30 is the tie: refunded by default.
  ['X115_SUM_BIG_SMALL', ['BIG'], E1, 'REFUND', 100],
  ['X115_SUM_BIG_SMALL', ['SMALL'], E1, 'REFUND', 100],
];

describe('fast-game bet types against hand-checked draws', () => {
  it.each(CASES)('%s %j', (code, picks, draw, outcome, payoutPer100) => {
    const definition = betType(code);
    const result = evaluateLotteryBet(definition, picks, draw);
    expect(result.outcome).toBe(outcome);
    const settled = lotterySettlementMinor(result, {
      unitStakeMinor: 100,
      stakeMinor: 100 * Math.max(1, picks.length),
      odds: LOTTERY_DEFAULT_ODDS[code]!,
    });
    expect(settled).toBe(outcome === 'REFUND' ? 100 * Math.max(1, picks.length) : payoutPer100);
  });

  it('follows the merchant tie policy when it overrides the default', () => {
    const triple = k3('4', '4', '4');
    expect(
      evaluateLotteryBet(betType('K3_SUM_BIG_SMALL'), ['BIG'], triple, { tieRule: 'REFUND' }).outcome,
    ).toBe('REFUND');
    expect(evaluateLotteryBet(betType('X115_SUM_BIG_SMALL'), ['BIG'], E1, { tieRule: 'LOSE' }).outcome).toBe(
      'LOSE',
    );
    // SSC dragon/tiger loses on a tie unless the merchant refunds it.
    expect(
      evaluateLotteryBet(betType('SSC_DRAGON_TIGER'), ['DRAGON'], S1, { tieRule: 'REFUND' }).outcome,
    ).toBe('REFUND');
  });

  it('floors the payout once, in integers, never through floats', () => {
    // 10 minor units × 1.982 = 19.82 → 19; 1 minor unit × 9.91 × 3 hits = 29.73 → 29.
    expect(lotteryPayoutMinor(10, { WIN: 1_982 }, [{ prize: 'WIN', count: 1 }])).toBe(19);
    expect(lotteryPayoutMinor(1, { WIN: 9_910 }, [{ prize: 'WIN', count: 3 }])).toBe(29);
    expect(lotteryPayoutMinor(Number.MAX_SAFE_INTEGER, { WIN: 1_000 }, [{ prize: 'WIN', count: 1 }])).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(() =>
      lotteryPayoutMinor(Number.MAX_SAFE_INTEGER, { WIN: 2_000 }, [{ prize: 'WIN', count: 1 }]),
    ).toThrow();
    expect(() => lotteryPayoutMinor(100, { WIN: 1_982 }, [{ prize: 'BIG', count: 1 }])).toThrow(/BIG/);
    expect(() => lotteryPayoutMinor(0.5, { WIN: 1_982 }, [])).toThrow();
  });
});
