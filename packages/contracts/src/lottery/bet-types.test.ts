import { describe, expect, it } from 'vitest';
import { LOTTERY_PICK_OPTIONS } from './bet-definition.js';
import { LOTTERY_BET_TYPES } from './bet-types.js';
import { evaluateLotteryBet, validateLotteryPicks } from './evaluate.js';
import { formatLotteryOdds, LOTTERY_DEFAULT_ODDS, parseLotteryOdds, ZLotteryOdds } from './odds.js';
import { betType, SOUTH_A, SOUTH_B } from './test-draws.js';

/** Every label a bet type can pay under: WIN, its matcher's tiers (4D) or every value it can be picked at. */
function prizeLabels(code: string): string[] {
  const definition = betType(code);
  if (definition.prizeKey === 'WIN') return ['WIN'];
  if (definition.prizeKey === 'TIER') {
    const { matcher } = definition;
    if (matcher.kind !== 'DIGITS_IN_TIERS' || matcher.tiers === 'ALL') throw new Error(code);
    return [...matcher.tiers];
  }
  const picks = definition.picks;
  if (picks.type === 'OPTIONS') return [...picks.options];
  return Array.from({ length: picks.max - picks.min + 1 }, (_, i) =>
    String(picks.min + i).padStart(picks.digits, '0'),
  );
}

describe('the bet type table', () => {
  it('has unique codes, the bets the issue names, and default odds for every prize of every bet', () => {
    const codes = LOTTERY_BET_TYPES.map((definition) => definition.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(LOTTERY_DEFAULT_ODDS).sort()).toEqual([...codes].sort());
    for (const code of codes)
      for (const label of prizeLabels(code))
        expect(LOTTERY_DEFAULT_ODDS[code]?.[label], `${code} ${label}`).toBeGreaterThan(0);
    for (const region of ['MB', 'MN'])
      for (const bet of [
        'LO2',
        'LO3',
        'LO4',
        'DE',
        'DE_DAU',
        'DE_G1',
        'BA_CANG',
        'DAU1',
        'DUOI1',
        'XIEN2',
        'XIEN3',
        'XIEN4',
        'LO_TRUOT4',
        'LO_TRUOT8',
        'LO_TRUOT10',
        'BAO_LO2',
        'XIU_CHU',
        'DA_THANG',
      ])
        expect(codes).toContain(`VN_${region}_${bet}`);
  });

  it('declares options only from the known list and sane pick counts', () => {
    for (const definition of LOTTERY_BET_TYPES) {
      const spec = definition.picks;
      expect(spec.count).toBeLessThanOrEqual(spec.countMax ?? spec.count);
      if (spec.type === 'OPTIONS')
        for (const option of spec.options) expect(LOTTERY_PICK_OPTIONS).toContain(option);
      else expect(spec.max).toBeLessThan(10 ** spec.digits);
    }
  });
});

describe('every bet type', () => {
  it('takes at least one pick, so every bet has picks on the slip and in the database', () => {
    for (const definition of LOTTERY_BET_TYPES) expect(definition.picks.count).toBeGreaterThanOrEqual(1);
  });
});

describe('validateLotteryPicks', () => {
  it('accepts well-formed picks', () => {
    expect(validateLotteryPicks(betType('VN_MB_LO2'), ['05', '99'])).toEqual([]);
    expect(validateLotteryPicks(betType('VN_MN_LO2'), ['05'], 3)).toEqual([]);
    expect(validateLotteryPicks(betType('SSC_DRAGON_TIGER'), ['TIE'])).toEqual([]);
    expect(validateLotteryPicks(betType('K3_ANY_TRIPLE'), ['LEOPARD'])).toEqual([]);
    expect(validateLotteryPicks(betType('K3_ANY_TRIPLE'), [])).not.toEqual([]);
  });

  it.each([
    ['VN_MB_LO2', ['5'], 1, 'PICK_FORMAT'], // not zero-padded
    ['VN_MB_LO2', ['005'], 1, 'PICK_FORMAT'],
    ['VN_MB_LO2', ['a5'], 1, 'PICK_FORMAT'],
    ['VN_MB_LO2', ['05', '05'], 1, 'PICK_DUPLICATE'],
    ['VN_MB_LO2', [], 1, 'PICK_COUNT'],
    ['VN_MB_XIEN3', ['05', '06'], 1, 'PICK_COUNT'],
    ['VN_MB_XIEN2', ['05', '05'], 1, 'PICK_DUPLICATE'],
    ['VN_MN_LO_TRUOT4', ['01', '02', '03', '03'], 1, 'PICK_DUPLICATE'],
    ['VN_MB_DA_THANG', ['01'], 1, 'PICK_COUNT'],
    ['VN_MB_LO2', ['05'], 2, 'STATION_COUNT'], // one northern station a day
    ['VN_MN_LO2', ['05'], 5, 'STATION_COUNT'],
    ['VN_MN_DA_XIEN', ['05', '06'], 1, 'STATION_COUNT'],
    ['PK10_P1_NUMBER', ['00'], 1, 'PICK_RANGE'],
    ['PK10_P1_NUMBER', ['11'], 1, 'PICK_RANGE'],
    ['X115_ANY2', ['01', '12'], 1, 'PICK_RANGE'],
    ['X115_ANY2', ['01', '01'], 1, 'PICK_DUPLICATE'],
    ['K3_THREE_DIFFERENT', ['1', '2', '2'], 1, 'PICK_DUPLICATE'],
    ['K3_GIVEN_PAIR', ['7'], 1, 'PICK_RANGE'],
    ['SSC_B1_BIG_SMALL', ['HUGE'], 1, 'PICK_OPTION'],
    ['SSC_B1_BIG_SMALL', ['BIG', 'SMALL'], 1, 'PICK_COUNT'],
    ['K3_SUM', ['02'], 1, 'PICK_RANGE'],
  ] as const)('%s %j on %i station(s): %s', (code, picks, stations, problem) => {
    const problems = validateLotteryPicks(betType(code), picks, stations);
    expect(problems.map((p) => p.code)).toContain(problem);
    expect(problems.every((p) => p.message.length > 0)).toBe(true);
  });
});

describe('odds in thousandths', () => {
  it('parses decimal text exactly and formats it back', () => {
    expect(parseLotteryOdds('1.982')).toBe(1_982);
    expect(parseLotteryOdds('99.9')).toBe(99_900);
    expect(parseLotteryOdds('8880')).toBe(8_880_000);
    expect(parseLotteryOdds('6.05')).toBe(6_050);
    for (const text of ['1.982', '99.9', '8880', '6.05', '0.5'])
      expect(formatLotteryOdds(parseLotteryOdds(text))).toBe(text);
    for (const bad of ['1.9825', '-1', '1,98', '', '.5']) expect(() => parseLotteryOdds(bad)).toThrow();
  });
});

describe('stations a bet is settled against', () => {
  it('refuses a draw list outside the bet type station range', () => {
    expect(() => evaluateLotteryBet(betType('VN_MN_DA_XIEN'), ['32', '11'], SOUTH_A)).toThrow(/station/);
    expect(() =>
      evaluateLotteryBet(betType('VN_MN_LO2'), ['32'], [SOUTH_A, SOUTH_B, SOUTH_A, SOUTH_B, SOUTH_A]),
    ).toThrow(/station/);
  });
});

describe('ZLotteryOdds', () => {
  it('accepts the default tables and refuses fractional odds', () => {
    for (const odds of Object.values(LOTTERY_DEFAULT_ODDS))
      expect(ZLotteryOdds.safeParse(odds).success).toBe(true);
    expect(ZLotteryOdds.safeParse({ WIN: 1.982 }).success).toBe(false);
  });
});
