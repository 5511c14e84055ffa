import { LOTTERY_BET_TYPES, validateLotteryPicks } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { hasTwoDigitSets, quickPicks, twoDigitSet } from './quick-pick';

describe('quick picks', () => {
  it.each(LOTTERY_BET_TYPES.map((definition) => [definition.code, definition] as const))(
    'gives %s valid picks, again and again',
    (_code, definition) => {
      for (let i = 0; i < 20; i++) {
        const picks = quickPicks(definition.picks);
        expect(validateLotteryPicks(definition, picks, definition.stations.min)).toEqual([]);
      }
    },
  );

  it('fills the all-even/odd/big/small helpers with fifty valid 2-digit numbers', () => {
    const lo = LOTTERY_BET_TYPES.find((definition) => definition.code === 'VN_MB_LO2')!;
    expect(hasTwoDigitSets(lo.picks)).toBe(true);
    for (const set of ['EVEN', 'ODD', 'BIG', 'SMALL'] as const) {
      const picks = twoDigitSet(set);
      expect(picks).toHaveLength(50);
      expect(validateLotteryPicks(lo, picks)).toEqual([]);
    }
    expect(twoDigitSet('BIG')[0]).toBe('50');
    expect(twoDigitSet('ODD')[0]).toBe('01');
    // Xiên takes exactly two numbers: no room for the helpers.
    const xien = LOTTERY_BET_TYPES.find((definition) => definition.code === 'VN_MB_XIEN2')!;
    expect(hasTwoDigitSets(xien.picks)).toBe(false);
  });
});
