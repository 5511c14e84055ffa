import { describe, expect, it } from 'vitest';
import { lotteryDrawNumbers, ZLotteryResult } from './draw-model.js';
import { FOUR_D, NORTH, SOUTH_A, THAI } from './test-draws.js';

describe('lottery result schemas', () => {
  it('accepts complete boards and results of every family', () => {
    for (const result of [
      NORTH,
      SOUTH_A,
      FOUR_D,
      THAI,
      { family: 'SSC', balls: ['0', '9', '1', '1', '7'] },
      { family: 'PK10', cars: ['03', '07', '10', '01', '05', '06', '02', '09', '04', '08'] },
      { family: 'K3', dice: ['1', '6', '6'] },
      { family: '11X5', balls: ['03', '11', '07', '01', '08'] },
    ])
      expect(ZLotteryResult.safeParse(result).success, JSON.stringify(result)).toBe(true);
  });

  it.each([
    ['a northern ĐB of six digits', { ...NORTH, prizes: { ...NORTH.prizes, DB: ['864210'] } }],
    ['a southern ĐB of five digits', { ...SOUTH_A, prizes: { ...SOUTH_A.prizes, DB: ['12345'] } }],
    ['a missing G3 number', { ...NORTH, prizes: { ...NORTH.prizes, G3: NORTH.prizes.G3.slice(1) } }],
    ['a G8 in the North', { ...NORTH, prizes: { ...NORTH.prizes, G8: ['12'] } }],
    ['no G8 in the South', { ...SOUTH_A, prizes: { ...SOUTH_A.prizes, G8: [] } }],
    ['an unpadded G7', { ...NORTH, prizes: { ...NORTH.prizes, G7: ['5', '35', '09', '74'] } }],
    ['nine starters', { ...FOUR_D, prizes: { ...FOUR_D.prizes, STARTER: FOUR_D.prizes.STARTER.slice(1) } }],
    ['a 5-digit 4D number', { ...FOUR_D, prizes: { ...FOUR_D.prizes, FIRST: ['12345'] } }],
    ['one Thai last-3 prize', { ...THAI, prizes: { ...THAI.prizes, LAST3: ['112'] } }],
    ['an SSC ball of two digits', { family: 'SSC', balls: ['10', '9', '1', '1', '7'] }],
    [
      'a repeated PK10 car',
      { family: 'PK10', cars: ['03', '03', '10', '01', '05', '06', '02', '09', '04', '08'] },
    ],
    ['a PK10 car 11', { family: 'PK10', cars: ['11', '07', '10', '01', '05', '06', '02', '09', '04', '08'] }],
    ['a die 7', { family: 'K3', dice: ['1', '6', '7'] }],
    ['a repeated 11x5 number', { family: '11X5', balls: ['03', '03', '07', '01', '08'] }],
    ['an 11x5 number 12', { family: '11X5', balls: ['12', '11', '07', '01', '08'] }],
    ['an unpadded 11x5 number', { family: '11X5', balls: ['3', '11', '07', '01', '08'] }],
  ])('rejects %s', (_, result) => {
    expect(ZLotteryResult.safeParse(result).success).toBe(false);
  });

  it('flattens a board into 27 / 18 (tier, value) rows and fast results into numbered positions', () => {
    expect(lotteryDrawNumbers(NORTH)).toHaveLength(27);
    expect(lotteryDrawNumbers(SOUTH_A)).toHaveLength(18);
    expect(lotteryDrawNumbers(NORTH)[0]).toEqual({ tier: 'DB', value: '86421' });
    expect(lotteryDrawNumbers({ family: 'K3', dice: ['1', '6', '6'] })).toEqual([
      { tier: 'D1', value: '1' },
      { tier: 'D2', value: '6' },
      { tier: 'D3', value: '6' },
    ]);
  });
});
