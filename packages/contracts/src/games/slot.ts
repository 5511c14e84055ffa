/**
 * KIRIN_SLOT: 5 reels × 3 rows, 10 fixed paylines, wins left to right, WILD substitutes for every symbol and
 * pays on its own. Stops come from the fair stream; the outcome is a pure function of the stops and the bet
 * (docs/games.md, "Game maths").
 */
import type { TFairInput } from '../provably-fair.js';
import { fairDraw } from './fair-source.js';

export const SLOT_GAME_CODE = 'KIRIN_SLOT';
export const SLOT_LINE_COUNT = 10;
export const SLOT_ROWS = 3;
export const SLOT_REEL_COUNT = 5;

export type TSlotSymbol = string;
export const SLOT_WILD: TSlotSymbol = 'WILD';

/** Line-bet multiples for 3, 4 and 5 of a kind counted from the leftmost reel. */
export const SLOT_PAYTABLE: Readonly<Record<TSlotSymbol, readonly [number, number, number]>> = {
  CHERRY: [6, 20, 50],
  LEMON: [6, 20, 50],
  ORANGE: [10, 30, 100],
  PLUM: [10, 30, 100],
  BELL: [15, 50, 150],
  BAR: [20, 75, 250],
  SEVEN: [30, 100, 400],
  WILD: [50, 150, 500],
};

/** A strip written as its symbols in order, separated by white space. */
const stripOf = (symbols: string): readonly TSlotSymbol[] => symbols.trim().split(/\s+/);

/**
 * The five reel strips (32 stops each). Reel 1 carries one WILD and an eighth CHERRY, reels 2 to 5 two WILDs;
 * the counts fix the RTP, the order only what the player sees around the payline.
 */
export const SLOT_REEL_STRIPS: readonly (readonly TSlotSymbol[])[] = [
  stripOf(`
    SEVEN LEMON BELL CHERRY PLUM ORANGE LEMON CHERRY
    PLUM LEMON CHERRY BELL WILD BAR ORANGE CHERRY
    LEMON PLUM ORANGE CHERRY LEMON PLUM CHERRY BELL
    LEMON ORANGE CHERRY BAR LEMON PLUM CHERRY ORANGE
  `),
  stripOf(`
    ORANGE LEMON BELL CHERRY PLUM LEMON SEVEN ORANGE
    CHERRY WILD PLUM LEMON CHERRY ORANGE BELL BAR
    LEMON PLUM CHERRY ORANGE LEMON CHERRY PLUM BELL
    LEMON WILD ORANGE CHERRY LEMON PLUM CHERRY BAR
  `),
  stripOf(`
    CHERRY ORANGE BAR LEMON CHERRY BELL PLUM LEMON
    ORANGE CHERRY LEMON PLUM WILD SEVEN CHERRY ORANGE
    BELL LEMON CHERRY BAR PLUM ORANGE LEMON CHERRY
    PLUM LEMON BELL ORANGE CHERRY WILD LEMON PLUM
  `),
  stripOf(`
    WILD PLUM CHERRY ORANGE LEMON CHERRY BAR PLUM
    BELL LEMON ORANGE CHERRY LEMON PLUM CHERRY ORANGE
    WILD LEMON BELL CHERRY PLUM SEVEN BAR LEMON
    ORANGE CHERRY PLUM LEMON CHERRY ORANGE BELL LEMON
  `),
  stripOf(`
    LEMON CHERRY PLUM WILD ORANGE LEMON CHERRY PLUM
    BAR LEMON BELL ORANGE CHERRY LEMON PLUM CHERRY
    ORANGE LEMON WILD CHERRY BELL PLUM LEMON ORANGE
    CHERRY BAR SEVEN PLUM LEMON CHERRY ORANGE BELL
  `),
];

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** slotExactRtp() rounded to 4 decimals (the test recomputes it). */
export const SLOT_DECLARED_RTP = 0.9601;

export type TSlotLineWin = {
  line: number;
  symbol: TSlotSymbol;
  count: number;
  multiplier: number;
  payMinor: number;
};
export type TSlotSpin = {
  stops: number[];
  /** grid[reel][row] */
  grid: TSlotSymbol[][];
  lineWins: TSlotLineWin[];
  payoutMinor: number;
};

type TLinePay = { symbol: TSlotSymbol; count: number; multiplier: number };

function payOfRun(symbol: TSlotSymbol, count: number): number {
  return count >= 3 ? SLOT_PAYTABLE[symbol]![count - 3]! : 0;
}

/**
 * The win of one line's five symbols: the leftmost run of one symbol with WILDs standing in for it, or the
 * leading run of WILDs paid as WILD, whichever pays more (WILD WILD WILD SEVEN LEMON pays 4 SEVENs, 100×,
 * not 3 WILDs, 50×; WILD WILD WILD LEMON CHERRY pays 3 WILDs, 50×). Null when nothing pays.
 */
export function slotLinePay(symbols: readonly TSlotSymbol[]): TLinePay | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === SLOT_WILD) wildRun++;
  const wildPay = payOfRun(SLOT_WILD, wildRun);
  const symbol = symbols[wildRun];
  let count = wildRun;
  if (symbol !== undefined)
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === SLOT_WILD)) count++;
  const symbolPay = symbol === undefined ? 0 : payOfRun(symbol, count);
  if (symbolPay === 0 && wildPay === 0) return null;
  return symbolPay >= wildPay
    ? { symbol: symbol!, count, multiplier: symbolPay }
    : { symbol: SLOT_WILD, count: wildRun, multiplier: wildPay };
}

/** A bet the slot accepts: a positive whole number of minor units divisible by the line count. */
export function isSlotBetValid(betMinor: number): boolean {
  return Number.isSafeInteger(betMinor) && betMinor > 0 && betMinor % SLOT_LINE_COUNT === 0;
}

/** The spin shown by these stops (reel i's stop is the strip index on the top row) for this total bet. */
export function slotOutcome(stops: readonly number[], betMinor: number): TSlotSpin {
  if (!isSlotBetValid(betMinor))
    throw new Error(`the bet is a positive whole multiple of ${SLOT_LINE_COUNT} minor units`);
  if (
    stops.length !== SLOT_REEL_COUNT ||
    stops.some((stop, reel) => !Number.isInteger(stop) || stop < 0 || stop >= SLOT_REEL_STRIPS[reel]!.length)
  )
    throw new Error('one stop per reel, each an index on its strip');
  const grid = SLOT_REEL_STRIPS.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineBetMinor = betMinor / SLOT_LINE_COUNT;
  const lineWins: TSlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const pay = slotLinePay(rows.map((row, reel) => grid[reel]![row]!));
    if (pay) lineWins.push({ line, ...pay, payMinor: pay.multiplier * lineBetMinor });
  });
  const payoutMinor = lineWins.reduce((sum, win) => sum + win.payMinor, 0);
  return { stops: [...stops], grid, lineWins, payoutMinor };
}

/** One spin from the player's seed pair: reel i's stop is the i-th uniform draw in [0, strip length). */
export async function spinSlot(input: TFairInput, betMinor: number): Promise<TSlotSpin> {
  if (!isSlotBetValid(betMinor))
    throw new Error(`the bet is a positive whole multiple of ${SLOT_LINE_COUNT} minor units`);
  const draw = fairDraw(input);
  const stops: number[] = [];
  for (const strip of SLOT_REEL_STRIPS) stops.push(await draw(strip.length));
  return slotOutcome(stops, betMinor);
}

/**
 * The exact distribution of one line's multiple: every line sees, on each reel, a uniformly random strip
 * position and the reels are independent, so each combination of symbols is weighted by the product of their
 * shares of the strips. Keys are line-bet multiples (0 for no win), values probabilities.
 */
export function slotLineMultipleOdds(): Map<number, number> {
  const reelShares = SLOT_REEL_STRIPS.map((strip) => {
    const counts = new Map<TSlotSymbol, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => ({ symbol, share: n / strip.length }));
  });
  const odds = new Map<number, number>();
  const visit = (line: TSlotSymbol[], probability: number): void => {
    if (line.length === reelShares.length) {
      const multiple = slotLinePay(line)?.multiplier ?? 0;
      odds.set(multiple, (odds.get(multiple) ?? 0) + probability);
      return;
    }
    for (const { symbol, share } of reelShares[line.length]!) visit([...line, symbol], probability * share);
  };
  visit([], 1);
  return odds;
}

/** The exact return to player: the expected line multiple, as every line has the same distribution. */
export function slotExactRtp(): number {
  let rtp = 0;
  for (const [multiple, probability] of slotLineMultipleOdds()) rtp += multiple * probability;
  return rtp;
}
