import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from './draw-model.js';
import { evaluateLotteryBet, lotterySettlementMinor } from './evaluate.js';
import { LOTTERY_DEFAULT_ODDS } from './odds.js';
import { settleLotteryBet, type TLotteryBetSnapshot } from './settle.js';
import { betType, NORTH, SOUTH_A, SOUTH_B } from './test-draws.js';

const x115 = (...balls: string[]): TLotteryResult => ({ family: '11X5', balls });
const TIE_30 = x115('03', '11', '07', '01', '08');

function snapshot(code: string, picks: string[], over: Partial<TLotteryBetSnapshot> = {}) {
  const unitStakeMinor = over.unitStakeMinor ?? 1_000;
  return {
    unitStakeMinor,
    stakeMinor: unitStakeMinor * 10,
    odds: LOTTERY_DEFAULT_ODDS[code]!,
    tieRule: betType(code).tieRule,
    halfPayPicks: [],
    maxPayoutMinor: null,
    ...over,
    picks,
  };
}

const settle = (code: string, picks: string[], draw: TLotteryResult | TLotteryResult[], over = {}) =>
  settleLotteryBet(betType(code), picks, draw, snapshot(code, picks, over));

describe('settleLotteryBet', () => {
  it('equals the engine’s settlement when nothing is capped or halved', () => {
    const cases: [string, string[], TLotteryResult | TLotteryResult[]][] = [
      ['VN_MB_LO2', ['21', '17', '00'], NORTH],
      ['VN_MB_XIEN2', ['21', '17'], NORTH],
      ['VN_MN_LO2', ['56'], [SOUTH_A, SOUTH_B]],
      ['VN_MN_DA_XIEN', ['56', '11', '00'], [SOUTH_A, SOUTH_B]],
      ['X115_SUM_BIG_SMALL', ['BIG'], TIE_30],
    ];
    for (const [code, picks, draw] of cases) {
      const bet = snapshot(code, picks);
      const evaluation = evaluateLotteryBet(betType(code), picks, draw, { tieRule: bet.tieRule });
      const settled = settleLotteryBet(betType(code), picks, draw, bet);
      expect(settled).toMatchObject(evaluation);
      expect(settled.halfPrizeHits).toEqual([]);
      expect(settled.creditMinor).toBe(lotterySettlementMinor(evaluation, bet));
    }
  });

  it('pays half on the hits of a half-pay lô number, full on the others', () => {
    // 21 and 17 are each drawn twice: 2 × 99 + 2 × 49.5 points of 1,000.
    const settled = settle('VN_MB_LO2', ['21', '17'], NORTH, { halfPayPicks: ['21'] });
    expect(settled).toMatchObject({ status: 'WON', hits: 4, halfPrizeHits: [{ prize: 'WIN', count: 2 }] });
    expect(settled.creditMinor).toBe(297_000);
  });

  it('pays half on a whole set holding a half-pay number (xiên) and on each pair holding one (đá)', () => {
    expect(settle('VN_MB_XIEN2', ['21', '17'], NORTH, { halfPayPicks: ['17'] }).creditMinor).toBe(8_000);
    // Pairs 21-17, 21-10 and 17-10 are all drawn; the two holding 10 pay half: 650 + 2 × 325 points.
    const da = settle('VN_MB_DA_THANG', ['21', '17', '10'], NORTH, { halfPayPicks: ['10'] });
    expect(da).toMatchObject({ hits: 3, halfPrizeHits: [{ prize: 'WIN', count: 2 }] });
    expect(da.creditMinor).toBe(1_300_000);
  });

  it('floors once after halving', () => {
    // 3 units × 10.8 / 2 = 16.2 → 16; lô 21 drawn twice at half: 3 × 99 × 2 / 2 = 297 exactly.
    expect(
      settle('X115_B1_NUMBER', ['03'], TIE_30, { unitStakeMinor: 3, halfPayPicks: ['03'] }).creditMinor,
    ).toBe(16);
    // 7 units × 1.8 / 2 = 6.3 → 6 (lô trượt MN, one unit, half).
    const truot = ['00', '01', '02', '04'];
    expect(
      settle('VN_MN_LO_TRUOT4', truot, SOUTH_B, { unitStakeMinor: 7, halfPayPicks: ['02'] }).creditMinor,
    ).toBe(6);
  });

  it('cuts a payout to the bet’s ceiling', () => {
    expect(settle('VN_MB_LO2', ['21'], NORTH, { maxPayoutMinor: 100_000 }).creditMinor).toBe(100_000);
    expect(settle('VN_MB_LO2', ['21'], NORTH, { maxPayoutMinor: 500_000 }).creditMinor).toBe(198_000);
  });

  it('refunds a tie by the bet’s rule, and keeps the stake under LOSE', () => {
    expect(settle('X115_SUM_BIG_SMALL', ['BIG'], TIE_30)).toMatchObject({
      status: 'REFUNDED',
      creditMinor: 10_000,
    });
    expect(settle('X115_SUM_BIG_SMALL', ['BIG'], TIE_30, { tieRule: 'LOSE' })).toMatchObject({
      status: 'LOST',
      creditMinor: 0,
    });
  });
});
