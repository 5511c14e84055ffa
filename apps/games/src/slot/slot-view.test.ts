// @vitest-environment node
// Pure functions: no DOM needed, so the file skips the jsdom start-up.
import { SLOT_PAYLINES, SLOT_REEL_STRIPS, slotOutcome } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { gridLabel, lineWinText, randomGrid, rtpPercent, spinWaitMs, winningCells } from './slot-view.js';

describe('slot view', () => {
  it('highlights the first `count` cells of each winning payline, reel by reel from the left', () => {
    const paylines = [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [0, 1, 2, 1, 0],
    ];
    const cells = winningCells(
      [
        { line: 0, symbol: 'BELL', count: 3, multiplier: 5, payMinor: 50 },
        { line: 2, symbol: 'SEVEN', count: 4, multiplier: 20, payMinor: 200 },
      ],
      paylines,
    );
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '3:1'].sort());
    expect(winningCells([], paylines).size).toBe(0);
  });

  it("highlights exactly the cells of the contracts' outcome for a real winning spin", () => {
    // Look for a stop combination that wins, through the same function the server settles with.
    let stops: number[] = [];
    let spin = slotOutcome([0, 0, 0, 0, 0], 1000);
    for (let first = 0; spin.lineWins.length === 0 && first < 40; first++) {
      stops = SLOT_REEL_STRIPS.map((_, reel) => (first + reel * 7) % 40);
      spin = slotOutcome(stops, 1000);
    }
    expect(spin.lineWins.length).toBeGreaterThan(0);
    const cells = winningCells(spin.lineWins, SLOT_PAYLINES);
    for (const key of cells) {
      const [reel, row] = key.split(':').map(Number);
      const symbol = spin.grid[reel ?? -1]?.[row ?? -1];
      // Every highlighted cell shows its line's symbol or the wild that stands in for it.
      const lineSymbols = spin.lineWins.map((win) => win.symbol);
      expect(symbol === 'WILD' || lineSymbols.includes(symbol ?? '')).toBe(true);
    }
  });

  it('draws three consecutive symbols of each strip, wrapping around its end', () => {
    const strips = [
      ['A', 'B', 'C', 'D'],
      ['E', 'F', 'G'],
    ];
    expect(randomGrid(strips, () => 0)).toEqual([
      ['A', 'B', 'C'],
      ['E', 'F', 'G'],
    ]);
    expect(randomGrid(strips, () => 0.99)).toEqual([
      ['D', 'A', 'B'],
      ['G', 'E', 'F'],
    ]);
  });

  it('reads the reels to a screen reader reel by reel', () => {
    const names: Record<string, string> = { BELL: 'Bell', WILD: 'WILD', BAR: 'BAR' };
    expect(
      gridLabel(
        [
          ['BELL', 'WILD', 'BAR'],
          ['BAR', 'BAR', 'BELL'],
        ],
        (symbol) => names[symbol] ?? symbol,
      ),
    ).toBe('Bell WILD BAR | BAR BAR Bell');
  });

  it('lists a line win numbered from 1 with its symbol and amount', () => {
    const translate = (key: string, vars: Record<string, string | number>) =>
      key === 'slot.lineWin'
        ? `Line ${vars.line}: ${vars.count} × ${vars.symbol} pays ${vars.amount}`
        : key === 'symbol.BELL'
          ? 'Bell'
          : key;
    expect(
      lineWinText({ line: 2, symbol: 'BELL', count: 4, multiplier: 12, payMinor: 123_450 }, translate),
    ).toBe('Line 3: 4 × Bell pays 1,234.50');
  });

  it('prints the declared RTP with two decimals and holds the button for the rest of the interval', () => {
    expect(rtpPercent(0.9601)).toBe('96.01');
    expect(spinWaitMs(10_000, 2500, 11_000)).toBe(1500);
    expect(spinWaitMs(10_000, 2500, 13_000)).toBe(0);
  });
});
