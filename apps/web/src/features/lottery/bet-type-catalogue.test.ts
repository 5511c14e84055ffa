import { LOTTERY_BET_TYPES } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/lottery.json';
import tw from '../../locales/tw/lottery.json';
import { betTypeGroupOf, betTypeLabelOf, resolvePlayType } from './bet-type-catalogue';

describe('bet type names and groups', () => {
  it.each([
    ['VN_MB_LO2', 'lottery_bet_VN_LO2', {}],
    ['SSC_B3_DIGIT', 'lottery_bet_SSC_Bn_DIGIT', { n: 3 }],
    ['PK10_DT2', 'lottery_bet_PK10_DTn', { n: 2, m: 9 }],
    ['X115_ANY4', 'lottery_bet_X115_ANYn', { n: 4 }],
    ['MY_4D_BIG', 'lottery_bet_4D_BIG', {}],
  ])('names %s with %s', (code, key, values) => {
    expect(betTypeLabelOf(code)).toEqual({ key, values });
  });

  it('has an English and a Chinese name for every bet type of the engine', () => {
    for (const { code } of LOTTERY_BET_TYPES) {
      const { key } = betTypeLabelOf(code);
      expect(en, code).toHaveProperty([key]);
      expect(tw, code).toHaveProperty([key]);
    }
  });

  it('groups Vietnamese and fast-game bets sensibly', () => {
    expect(betTypeGroupOf('VN_MN_LO3')).toBe('LO');
    expect(betTypeGroupOf('VN_MN_BAO_LO7')).toBe('BAO_LO');
    expect(betTypeGroupOf('VN_MB_DE_G1')).toBe('DE');
    expect(betTypeGroupOf('VN_MB_LO_TRUOT10')).toBe('LO_TRUOT');
    expect(betTypeGroupOf('SSC_B2_BIG_SMALL')).toBe('BIG_SMALL');
    expect(betTypeGroupOf('SSC_SUM_BIG_SMALL')).toBe('BIG_SMALL');
    expect(betTypeGroupOf('PK10_P7_NUMBER')).toBe('NUMBER');
    expect(betTypeGroupOf('K3_GIVEN_PAIR')).toBe('DICE');
    expect(betTypeGroupOf('THAI_3TOP')).toBe('MAIN');
  });

  it('accepts a play type as the full code or the short form after the game prefix', () => {
    const codes = ['VN_MB_LO2', 'VN_MB_LO3', 'VN_MB_DE'];
    expect(resolvePlayType('VN_MB_LO3', 'VN_MB', codes)).toBe('VN_MB_LO3');
    expect(resolvePlayType('LO2', 'VN_MB', codes)).toBe('VN_MB_LO2');
    expect(resolvePlayType('lo2', 'VN_MB', codes)).toBe('VN_MB_LO2');
    expect(resolvePlayType('XIEN2', 'VN_MB', codes)).toBeNull();
    expect(resolvePlayType(null, 'VN_MB', codes)).toBeNull();
  });
});
