import { describe, expect, it } from 'vitest';
import { evaluateLotteryBet, lotteryPayoutMinor, lotteryStakeMinor } from './evaluate.js';
import { LOTTERY_DEFAULT_ODDS } from './odds.js';
import { betType, FOUR_D, THAI } from './test-draws.js';

const RM1 = 100; // sen

describe('4D Big and Small pay every prize a number matches', () => {
  it.each([
    // [code, pick, prize hits, payout for RM1]
    ['MY_4D_BIG', '1234', { FIRST: 1, THIRD: 1, CONSOLATION: 1 }, (2_500 + 500 + 60) * RM1],
    ['MY_4D_SMALL', '1234', { FIRST: 1, THIRD: 1 }, (3_500 + 1_000) * RM1],
    ['MY_4D_BIG', '5678', { SECOND: 1, STARTER: 1 }, (1_000 + 180) * RM1],
    ['MY_4D_SMALL', '5678', { SECOND: 1 }, 2_000 * RM1],
    ['MY_4D_BIG', '1111', { STARTER: 1 }, 180 * RM1],
    ['MY_4D_SMALL', '1111', {}, 0],
    ['MY_4D_BIG', '4321', {}, 0],
    ['SG_4D_BIG', '1234', { FIRST: 1, THIRD: 1, CONSOLATION: 1 }, (2_000 + 490 + 60) * RM1],
    ['SG_4D_SMALL', '1234', { FIRST: 1, THIRD: 1 }, (3_000 + 800) * RM1],
  ] as const)('%s %s', (code, pick, prizeHits, payout) => {
    const result = evaluateLotteryBet(betType(code), [pick], FOUR_D);
    expect(Object.fromEntries(result.prizeHits.map((hit) => [hit.prize, hit.count]))).toEqual(prizeHits);
    expect(result.outcome).toBe(payout > 0 ? 'WIN' : 'LOSE');
    if (payout > 0)
      expect(lotteryPayoutMinor(RM1, LOTTERY_DEFAULT_ODDS[code]!, result.prizeHits)).toBe(payout);
    expect(lotteryStakeMinor(betType(code), [pick], RM1)).toBe(RM1);
  });
});

describe('Thai government lottery bets (1st prize 845913)', () => {
  it.each([
    ['THAI_3TOP', '913', 1],
    ['THAI_3TOP', '319', 0], // in order only
    ['THAI_3TOTE', '319', 1],
    ['THAI_3TOTE', '139', 1],
    ['THAI_3TOTE', '914', 0],
    ['THAI_3FRONT', '678', 1],
    ['THAI_3FRONT', '913', 0],
    ['THAI_3BOTTOM', '389', 1],
    ['THAI_2TOP', '13', 1],
    ['THAI_2TOP', '57', 0],
    ['THAI_2BOTTOM', '57', 1],
    ['THAI_2BOTTOM', '13', 0],
  ] as const)('%s %s', (code, pick, hits) => {
    const result = evaluateLotteryBet(betType(code), [pick], THAI);
    expect(result.hits).toBe(hits);
    expect(result.outcome).toBe(hits ? 'WIN' : 'LOSE');
  });

  it('matches a tote with a repeated digit only by its own digits', () => {
    const draw = { ...THAI, prizes: { ...THAI.prizes, FIRST: ['845911'] } };
    expect(evaluateLotteryBet(betType('THAI_3TOTE'), ['191'], draw).hits).toBe(1);
    expect(evaluateLotteryBet(betType('THAI_3TOTE'), ['199'], draw).hits).toBe(0);
    const win = evaluateLotteryBet(betType('THAI_3TOTE'), ['119'], draw);
    expect(lotteryPayoutMinor(100, LOTTERY_DEFAULT_ODDS.THAI_3TOTE!, win.prizeHits)).toBe(13_000);
  });
});
