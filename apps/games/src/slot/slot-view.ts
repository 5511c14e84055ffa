// What the slot page shows, as pure functions of the API's answers (tested without a DOM).
import type { TSlotSpinView } from '@kirin/contracts';
import { formatMinor } from '../common/format.js';

export type TSlotLineWin = TSlotSpinView['lineWins'][number];
export type TSlotGrid = readonly (readonly string[])[];
/** "reel:row" of each cell that belongs to a winning line. */
export type TCellKey = `${number}:${number}`;

export const SLOT_VISIBLE_ROWS = 3;

/** The cells to highlight: for each line win, the first `count` cells of its payline, from the left reel. */
export function winningCells(
  lineWins: readonly TSlotLineWin[],
  paylines: readonly (readonly number[])[],
): Set<TCellKey> {
  const cells = new Set<TCellKey>();
  for (const win of lineWins) {
    const rows = paylines[win.line] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  }
  return cells;
}

/** A grid to show while the reels turn: three consecutive symbols from a random stop of each strip. */
export function randomGrid(
  reelStrips: readonly (readonly string[])[],
  random: () => number = Math.random,
): string[][] {
  return reelStrips.map((strip) => {
    const stop = Math.floor(random() * strip.length);
    return Array.from({ length: SLOT_VISIBLE_ROWS }, (_, row) => strip[(stop + row) % strip.length] ?? '');
  });
}

/** The reels for a screen reader: each reel's symbols top to bottom, reels separated by "|". */
export function gridLabel(grid: TSlotGrid, symbolName: (symbol: string) => string): string {
  return grid.map((column) => column.map(symbolName).join(' ')).join(' | ');
}

/** One line win as the page lists it, e.g. "Line 3: 4 × Bell pays 12.00" (lines are numbered from 1). */
export function lineWinText(
  win: TSlotLineWin,
  translate: (key: string, vars: Record<string, string | number>) => string,
): string {
  return translate('slot.lineWin', {
    line: win.line + 1,
    count: win.count,
    symbol: translate(`symbol.${win.symbol}`, {}),
    amount: formatMinor(win.payMinor),
  });
}

/** The declared return to player as the rules print it: 0.9601 → "96.01". */
export function rtpPercent(declaredRtp: number): string {
  return (declaredRtp * 100).toFixed(2);
}

/** How long the spin button stays disabled after a spin started at `lastSpinAt` (0 once it may spin again). */
export function spinWaitMs(lastSpinAt: number, minIntervalMs: number, now: number): number {
  return Math.max(0, lastSpinAt + minIntervalMs - now);
}
