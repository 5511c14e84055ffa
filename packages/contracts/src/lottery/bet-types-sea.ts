/**
 * Malaysia / Singapore 4D and Thai government lottery bet types. 4D pays every prize a number matches, each at
 * its own tier's price (prize key TIER); Thai bets match slices of the 1st prize or the 3- and 2-digit prizes.
 */
import type { TLotteryBetDefinition, TLotteryMatcher } from './bet-definition.js';

const BIG_TIERS = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'] as const;
const SMALL_TIERS = ['FIRST', 'SECOND', 'THIRD'] as const;

function single(
  code: string,
  family: '4D' | 'THAI',
  name: string,
  digits: number,
  matcher: TLotteryMatcher,
): TLotteryBetDefinition {
  return {
    code,
    family,
    name,
    picks: { type: 'NUMBERS', digits, min: 0, max: 10 ** digits - 1, count: 1, countMax: 50, distinct: true },
    matcher,
    combination: 'EACH_PICK',
    unitsPerCombination: 1,
    stations: { min: 1, max: 1 },
    payout: 'PER_OCCURRENCE',
    prizeKey: family === '4D' ? 'TIER' : 'WIN',
    tieRule: 'LOSE',
  };
}

const whole4 = { start: 0, length: 4 };
const fourD = (market: 'MY' | 'SG') => [
  single(`${market}_4D_BIG`, '4D', `${market} 4D Big`, 4, {
    kind: 'DIGITS_IN_TIERS',
    tiers: BIG_TIERS,
    slice: whole4,
  }),
  single(`${market}_4D_SMALL`, '4D', `${market} 4D Small`, 4, {
    kind: 'DIGITS_IN_TIERS',
    tiers: SMALL_TIERS,
    slice: whole4,
  }),
];

const last = (n: number) => ({ start: -n, length: n });
const whole = (n: number) => ({ start: 0, length: n });

export const LOTTERY_SEA_BET_TYPES: readonly TLotteryBetDefinition[] = [
  ...fourD('MY'),
  ...fourD('SG'),
  single('THAI_3TOP', 'THAI', '3 ตัวบน (3 top)', 3, {
    kind: 'DIGITS_IN_TIERS',
    tiers: ['FIRST'],
    slice: last(3),
  }),
  single('THAI_3TOTE', 'THAI', '3 ตัวโต๊ด (3 tote, any order)', 3, {
    kind: 'PERMUTATION_OF',
    tiers: ['FIRST'],
    slice: last(3),
  }),
  single('THAI_3FRONT', 'THAI', '3 ตัวหน้า (front 3)', 3, {
    kind: 'DIGITS_IN_TIERS',
    tiers: ['FRONT3'],
    slice: whole(3),
  }),
  single('THAI_3BOTTOM', 'THAI', '3 ตัวล่าง (last 3)', 3, {
    kind: 'DIGITS_IN_TIERS',
    tiers: ['LAST3'],
    slice: whole(3),
  }),
  single('THAI_2TOP', 'THAI', '2 ตัวบน (2 top)', 2, {
    kind: 'DIGITS_IN_TIERS',
    tiers: ['FIRST'],
    slice: last(2),
  }),
  single('THAI_2BOTTOM', 'THAI', '2 ตัวล่าง (2 bottom)', 2, {
    kind: 'DIGITS_IN_TIERS',
    tiers: ['LAST2'],
    slice: whole(2),
  }),
];
