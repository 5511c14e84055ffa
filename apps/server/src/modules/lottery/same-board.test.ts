import type { TLotteryResult } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { isSameBoard } from './same-board.js';

const board = (prizes: Record<string, string[]>) => ({ family: '4D', prizes }) as TLotteryResult;

describe('isSameBoard', () => {
  it('finds a board the same whatever order its prize tiers come in (jsonb reorders keys)', () => {
    const typed = board({ FIRST: ['1234'], SECOND: ['5678'], THIRD: ['9012'], STARTER: ['1001', '1002'] });
    const storedOrder = board({
      FIRST: ['1234'],
      THIRD: ['9012'],
      SECOND: ['5678'],
      STARTER: ['1001', '1002'],
    });
    expect(isSameBoard(typed, storedOrder)).toBe(true);
  });

  it('tells boards apart by a value, a tier or a missing number', () => {
    const typed = board({ FIRST: ['1234'], SECOND: ['5678'], THIRD: ['9012'] });
    expect(isSameBoard(typed, board({ FIRST: ['1234'], SECOND: ['5679'], THIRD: ['9012'] }))).toBe(false);
    expect(isSameBoard(typed, board({ FIRST: ['5678'], SECOND: ['1234'], THIRD: ['9012'] }))).toBe(false);
    expect(isSameBoard(typed, board({ FIRST: ['1234'], SECOND: ['5678'] }))).toBe(false);
  });

  it('keeps positions apart for ball games: the same balls in another order are another draw', () => {
    const first = { family: 'SSC', balls: ['1', '2', '3', '4', '5'] } as TLotteryResult;
    const swapped = { family: 'SSC', balls: ['2', '1', '3', '4', '5'] } as TLotteryResult;
    expect(isSameBoard(first, swapped)).toBe(false);
    expect(isSameBoard(first, { ...first })).toBe(true);
  });
});
