import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from './draw-model.js';
import { evaluateLotteryBet, lotteryPayoutMinor, lotteryStakeMinor } from './evaluate.js';
import { LOTTERY_DEFAULT_ODDS } from './odds.js';
import { betType, NORTH, SOUTH_A, SOUTH_B } from './test-draws.js';

const UNIT = 1_000; // 1,000 đ a point

type TCase = [
  code: string,
  picks: string[],
  draw: TLotteryResult | TLotteryResult[],
  hits: number,
  units: number,
];

/** [bet type, picks, draw(s), expected hits, expected stake units]; hits > 0 is a win, 0 a loss. */
const CASES: TCase[] = [
  // Lô pays per occurrence: 21 is drawn twice, 17 twice, 00 never.
  ['VN_MB_LO2', ['21'], NORTH, 2, 27],
  ['VN_MB_LO2', ['21', '17', '00'], NORTH, 4, 81],
  ['VN_MB_LO2', ['00'], NORTH, 0, 27],
  ['VN_MB_LO3', ['421'], NORTH, 1, 23],
  ['VN_MB_LO3', ['219'], NORTH, 1, 23],
  ['VN_MB_LO3', ['025'], NORTH, 0, 23], // G7 25 is too short for three digits
  ['VN_MB_LO4', ['6421'], NORTH, 1, 20],
  ['VN_MB_LO4', ['0219'], NORTH, 0, 20],
  ['VN_MB_DE', ['21'], NORTH, 1, 1],
  ['VN_MB_DE', ['17'], NORTH, 0, 1], // among the lô, not the đề
  ['VN_MB_DE_DAU', ['86'], NORTH, 1, 1],
  ['VN_MB_DE_G1', ['17'], NORTH, 1, 1],
  ['VN_MB_BA_CANG', ['421'], NORTH, 1, 1],
  ['VN_MB_BA_CANG', ['521'], NORTH, 0, 1],
  ['VN_MB_DAU1', ['2'], NORTH, 1, 10],
  ['VN_MB_DAU1', ['1'], NORTH, 0, 10],
  ['VN_MB_DUOI1', ['1'], NORTH, 1, 10],
  ['VN_MB_DAU2', ['09'], NORTH, 1, 4], // the four G7
  ['VN_MB_DAU2', ['21'], NORTH, 0, 4],
  ['VN_MB_DUOI2', ['21'], NORTH, 1, 1],
  ['VN_MB_DAU_DUOI', ['21', '35'], NORTH, 2, 10],
  ['VN_MB_XIU_CHU', ['421', '804'], NORTH, 2, 8], // ĐB last 3 and a G6
  ['VN_MB_XIU_CHU', ['517'], NORTH, 0, 4],
  ['VN_MB_BAO_LO2', ['10'], NORTH, 2, 27],
  ['VN_MB_BAO_LO8', ['21'], NORTH, 1, 8], // ĐB only: G2's 21 is outside the eight
  ['VN_MB_BAO_LO8', ['17'], NORTH, 0, 8],
  // Xiên pays once however often its numbers appear.
  ['VN_MB_XIEN2', ['21', '17'], NORTH, 1, 1],
  ['VN_MB_XIEN3', ['21', '17', '00'], NORTH, 0, 1],
  ['VN_MB_XIEN4', ['21', '17', '10', '03'], NORTH, 1, 1],
  // Lô trượt wins only on zero hits.
  ['VN_MB_LO_TRUOT4', ['00', '11', '12', '13'], NORTH, 1, 1],
  ['VN_MB_LO_TRUOT4', ['00', '11', '12', '21'], NORTH, 0, 1],
  ['VN_MB_LO_TRUOT8', ['00', '11', '12', '13', '14', '15', '16', '18'], NORTH, 1, 1],
  ['VN_MB_LO_TRUOT10', ['00', '11', '12', '13', '14', '15', '16', '18', '20', '03'], NORTH, 0, 1],
  // Đá: three numbers make three pairs at 2 × 27 units each; only 21–17 both appear.
  ['VN_MB_DA_THANG', ['21', '17', '00'], NORTH, 1, 162],
  // South: 18 lô per station, stations multiply the stake and add their hits.
  ['VN_MN_LO2', ['56'], SOUTH_A, 2, 18],
  ['VN_MN_LO2', ['56'], [SOUTH_A, SOUTH_B], 3, 36],
  ['VN_MN_LO3', ['975'], SOUTH_A, 1, 17],
  ['VN_MN_LO4', ['3456', '1357', '0975'], SOUTH_A, 2, 48],
  ['VN_MN_DE', ['56'], SOUTH_A, 1, 1],
  ['VN_MN_DE', ['56'], [SOUTH_A, SOUTH_B], 1, 2],
  ['VN_MN_DE_DAU', ['12'], SOUTH_A, 1, 1],
  ['VN_MN_DE_G1', ['32'], SOUTH_A, 1, 1],
  ['VN_MN_BA_CANG', ['456'], SOUTH_A, 1, 1],
  ['VN_MN_DAU1', ['5'], SOUTH_A, 1, 10],
  ['VN_MN_DUOI1', ['6'], SOUTH_A, 1, 10],
  ['VN_MN_DAU2', ['42'], SOUTH_A, 1, 1], // the G8
  ['VN_MN_DUOI2', ['42'], SOUTH_A, 0, 1],
  ['VN_MN_DAU_DUOI', ['42', '56'], SOUTH_A, 2, 4],
  ['VN_MN_XIU_CHU', ['975', '456'], SOUTH_A, 2, 4], // G7 and ĐB last 3
  ['VN_MN_BAO_LO2', ['79'], SOUTH_A, 2, 18],
  ['VN_MN_BAO_LO3', ['579'], SOUTH_A, 2, 17],
  ['VN_MN_BAO_LO4', ['4680'], SOUTH_A, 2, 16], // G3 24680 and G6 4680
  ['VN_MN_BAO_LO7', ['79', '80'], SOUTH_A, 2, 14], // G6 only: the G3 79 and 80 are outside the seven
  ['VN_MN_XIEN2', ['56', '80'], SOUTH_A, 1, 1],
  ['VN_MN_XIEN3', ['56', '80', '79'], SOUTH_A, 1, 1],
  ['VN_MN_XIEN4', ['56', '80', '79', '11'], SOUTH_A, 0, 1],
  ['VN_MN_LO_TRUOT4', ['00', '11', '12', '13'], SOUTH_A, 1, 1],
  ['VN_MN_LO_TRUOT8', ['00', '11', '12', '13', '14', '15', '16', '17'], SOUTH_A, 1, 1],
  ['VN_MN_LO_TRUOT10', ['00', '11', '12', '13', '14', '15', '16', '17', '18', '42'], SOUTH_A, 0, 1],
  ['VN_MN_DA_THANG', ['56', '80'], SOUTH_A, 1, 36],
  ['VN_MN_DA_THANG', ['56', '80'], [SOUTH_A, SOUTH_B], 1, 72], // B has 56 but not 80
  ['VN_MN_DA_THANG', ['32', '11'], [SOUTH_A, SOUTH_B], 0, 72],
  // Đá xiên pools two stations: 32 from A and 11 from B make the pair.
  ['VN_MN_DA_XIEN', ['32', '11'], [SOUTH_A, SOUTH_B], 1, 72],
  ['VN_MN_DA_XIEN', ['32', '12'], [SOUTH_A, SOUTH_B], 0, 72],
];

describe('Vietnamese bet types against hand-checked boards', () => {
  it.each(CASES)('%s %j', (code, picks, draw, hits, units) => {
    const definition = betType(code);
    const stations = Array.isArray(draw) ? draw.length : 1;
    const result = evaluateLotteryBet(definition, picks, draw);
    expect(result.hits).toBe(hits);
    expect(result.outcome).toBe(hits > 0 ? 'WIN' : 'LOSE');
    expect(lotteryStakeMinor(definition, picks, UNIT, stations)).toBe(units * UNIT);
  });

  it('pays lô 99 per hit on a 27-unit point, and xiên once at its own price', () => {
    const lo = evaluateLotteryBet(betType('VN_MB_LO2'), ['21', '17', '00'], NORTH);
    expect(lotteryPayoutMinor(UNIT, LOTTERY_DEFAULT_ODDS.VN_MB_LO2!, lo.prizeHits)).toBe(396_000);
    const xien = evaluateLotteryBet(betType('VN_MB_XIEN2'), ['21', '17'], NORTH);
    expect(lotteryPayoutMinor(UNIT, LOTTERY_DEFAULT_ODDS.VN_MB_XIEN2!, xien.prizeHits)).toBe(16_000);
    const dauDe = evaluateLotteryBet(betType('VN_MB_DE_DAU'), ['86'], NORTH);
    expect(lotteryPayoutMinor(UNIT, LOTTERY_DEFAULT_ODDS.VN_MB_DE_DAU!, dauDe.prizeHits)).toBe(99_900);
    const truot = evaluateLotteryBet(betType('VN_MN_LO_TRUOT4'), ['00', '11', '12', '13'], SOUTH_A);
    expect(lotteryPayoutMinor(UNIT, LOTTERY_DEFAULT_ODDS.VN_MN_LO_TRUOT4!, truot.prizeHits)).toBe(1_800);
  });

  it('refuses a board of the other region', () => {
    expect(() => evaluateLotteryBet(betType('VN_MB_LO2'), ['21'], SOUTH_A)).toThrow(/VN_NORTH/);
  });
});
