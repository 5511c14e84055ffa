import { describe, expect, it } from 'vitest';
import { formatLine, gradeSelection, type TSportsMarket, type TSportsScore } from './grading.js';

const score = (home: number, away: number): TSportsScore => ({ home, away });
const ah = (line: number): TSportsMarket => ({ kind: 'ASIAN_HANDICAP', lineQuarters: line * 4 });
const ou = (line: number): TSportsMarket => ({ kind: 'OVER_UNDER', lineQuarters: line * 4 });

describe('1X2', () => {
  const market: TSportsMarket = { kind: 'ONE_X_TWO', lineQuarters: null };
  it.each([
    [score(2, 1), 'HOME', 'WIN'],
    [score(2, 1), 'DRAW', 'LOSE'],
    [score(2, 1), 'AWAY', 'LOSE'],
    [score(1, 1), 'DRAW', 'WIN'],
    [score(1, 1), 'HOME', 'LOSE'],
    [score(0, 3), 'AWAY', 'WIN'],
  ] as const)('%o %s → %s', (final, selection, outcome) => {
    expect(gradeSelection(market, selection, final)).toBe(outcome);
  });
  it('refuses a selection the market does not offer', () => {
    expect(() => gradeSelection(market, 'OVER', score(0, 0))).toThrow();
  });
});

describe('match winner (esports, two-way)', () => {
  const market: TSportsMarket = { kind: 'MATCH_WINNER', lineQuarters: null };
  it('pays the winner and voids a level result', () => {
    expect(gradeSelection(market, 'HOME', score(2, 0))).toBe('WIN');
    expect(gradeSelection(market, 'AWAY', score(2, 0))).toBe('LOSE');
    expect(gradeSelection(market, 'AWAY', score(1, 2))).toBe('WIN');
    expect(gradeSelection(market, 'HOME', score(1, 1))).toBe('VOID');
    expect(gradeSelection(market, 'AWAY', score(1, 1))).toBe('VOID');
  });
});

describe('Asian handicap', () => {
  it.each([
    // whole lines push on the line
    [0, score(1, 1), 'PUSH', 'PUSH'],
    [-1, score(2, 1), 'PUSH', 'PUSH'],
    [-1, score(3, 1), 'WIN', 'LOSE'],
    // half lines never push
    [-0.5, score(1, 0), 'WIN', 'LOSE'],
    [-0.5, score(1, 1), 'LOSE', 'WIN'],
    [1.5, score(0, 1), 'WIN', 'LOSE'],
    // quarter lines: half the stake on each neighbour
    [-0.25, score(1, 1), 'HALF_LOSE', 'HALF_WIN'], // 0 pushes, -0.5 loses
    [-0.25, score(1, 0), 'WIN', 'LOSE'],
    [0.25, score(1, 1), 'HALF_WIN', 'HALF_LOSE'], // 0 pushes, +0.5 wins
    [0.25, score(0, 1), 'LOSE', 'WIN'],
    [-0.75, score(1, 0), 'HALF_WIN', 'HALF_LOSE'], // -0.5 wins, -1 pushes
    [-0.75, score(2, 0), 'WIN', 'LOSE'],
    [-0.75, score(1, 1), 'LOSE', 'WIN'],
    [0.75, score(0, 1), 'HALF_LOSE', 'HALF_WIN'], // +0.5 loses, +1 pushes
    [-1.25, score(2, 1), 'HALF_LOSE', 'HALF_WIN'], // -1 pushes, -1.5 loses
    [-1.75, score(2, 0), 'HALF_WIN', 'HALF_LOSE'], // -1.5 wins, -2 pushes
  ] as const)('home %d at %o: home %s, away %s', (line, final, home, away) => {
    expect(gradeSelection(ah(line), 'HOME', final)).toBe(home);
    expect(gradeSelection(ah(line), 'AWAY', final)).toBe(away);
  });
  it('needs a line', () => {
    expect(() =>
      gradeSelection({ kind: 'ASIAN_HANDICAP', lineQuarters: null }, 'HOME', score(0, 0)),
    ).toThrow();
  });
});

describe('over/under', () => {
  it.each([
    [2.5, score(2, 1), 'WIN', 'LOSE'],
    [2.5, score(1, 1), 'LOSE', 'WIN'],
    [2, score(1, 1), 'PUSH', 'PUSH'],
    [2.25, score(1, 1), 'HALF_LOSE', 'HALF_WIN'], // 2 pushes, 2.5 loses for OVER
    [2.25, score(2, 1), 'WIN', 'LOSE'],
    [2.75, score(2, 1), 'HALF_WIN', 'HALF_LOSE'], // 2.5 wins, 3 pushes for OVER
    [2.75, score(1, 1), 'LOSE', 'WIN'],
    [0.75, score(0, 0), 'LOSE', 'WIN'],
  ] as const)('line %d at %o: over %s, under %s', (line, final, over, under) => {
    expect(gradeSelection(ou(line), 'OVER', final)).toBe(over);
    expect(gradeSelection(ou(line), 'UNDER', final)).toBe(under);
  });
});

describe('formatLine', () => {
  it('shows quarter lines as decimals, handicaps signed', () => {
    expect(formatLine(-1, true)).toBe('-0.25');
    expect(formatLine(3, true)).toBe('+0.75');
    expect(formatLine(0, true)).toBe('0');
    expect(formatLine(10, false)).toBe('2.5');
  });
});
