/**
 * KIRIN_TEENPATTI: three cards each, ranked trail (three of a kind) > pure sequence > sequence > colour > pair >
 * high card. Aces are high; A-K-Q is the best sequence and A-2-3 the next, then K-Q-J down to 2-3-4. Equal hands
 * split the pot (suits never break a tie). The table's betting rules live with the room (docs/games.md).
 */
import type { TCard } from './baccarat.js';

export const TEENPATTI_GAME_CODE = 'KIRIN_TEENPATTI';
export const TEENPATTI_CARDS_PER_SEAT = 3;

export const TEENPATTI_CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'COLOUR',
  'SEQUENCE',
  'PURE_SEQUENCE',
  'TRAIL',
] as const;
export type TTeenPattiCategory = (typeof TEENPATTI_CATEGORIES)[number];

export type TTeenPattiHand = {
  cards: TCard[];
  category: TTeenPattiCategory;
  /** Compared after the category, first difference decides: higher wins. */
  tiebreak: number[];
};

/** Ace high: 14; two to king their rank. */
const highValue = (rank: number): number => (rank === 1 ? 14 : rank);

/** The sequence's strength, or null: A-K-Q 15, A-2-3 14, then the top card (K-Q-J 13 … 2-3-4 4). */
function sequenceStrength(values: readonly number[]): number | null {
  const [a, b, c] = values as [number, number, number]; // descending
  if (a === 14 && b === 3 && c === 2) return 14;
  if (a - b === 1 && b - c === 1) return a === 14 ? 15 : a;
  return null;
}

export function rankTeenPattiHand(cards: readonly TCard[]): TTeenPattiHand {
  if (cards.length !== TEENPATTI_CARDS_PER_SEAT) throw new Error('a Teen Patti hand has three cards');
  const values = cards.map((c) => highValue(c.rank)).sort((x, y) => y - x);
  const [a, b, c] = values as [number, number, number];
  const isColour = cards.every((card) => card.suit === cards[0]!.suit);
  const sequence = sequenceStrength(values);
  const hand = (category: TTeenPattiCategory, tiebreak: number[]): TTeenPattiHand => ({
    cards: [...cards],
    category,
    tiebreak,
  });
  if (a === c) return hand('TRAIL', [a]);
  if (sequence !== null) return hand(isColour ? 'PURE_SEQUENCE' : 'SEQUENCE', [sequence]);
  if (isColour) return hand('COLOUR', values);
  if (a === b) return hand('PAIR', [a, c]);
  if (b === c) return hand('PAIR', [b, a]);
  return hand('HIGH_CARD', values);
}

/** Positive when `a` beats `b`, negative when `b` wins, 0 for equal hands (they split). */
export function compareTeenPattiHands(a: TTeenPattiHand, b: TTeenPattiHand): number {
  const byCategory = TEENPATTI_CATEGORIES.indexOf(a.category) - TEENPATTI_CATEGORIES.indexOf(b.category);
  if (byCategory !== 0) return byCategory;
  for (let i = 0; i < Math.max(a.tiebreak.length, b.tiebreak.length); i++) {
    const diff = (a.tiebreak[i] ?? 0) - (b.tiebreak[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The pot shared among the best hands: equal shares, the odd minor units to the first winners in seat order.
 * Answers each listed seat's winnings (0 for the beaten ones).
 */
export function splitTeenPattiPot(
  potMinor: number,
  contenders: readonly { seat: number; hand: TTeenPattiHand }[],
): Map<number, number> {
  if (contenders.length === 0) throw new Error('a pot needs a contender');
  const sorted = [...contenders].sort((x, y) => x.seat - y.seat);
  let best = [sorted[0]!];
  for (const contender of sorted.slice(1)) {
    const order = compareTeenPattiHands(contender.hand, best[0]!.hand);
    if (order > 0) best = [contender];
    else if (order === 0) best.push(contender);
  }
  const share = Math.floor(potMinor / best.length);
  let oddUnits = potMinor - share * best.length;
  const winnings = new Map(sorted.map((c) => [c.seat, 0]));
  for (const winner of best) winnings.set(winner.seat, share + (oddUnits-- > 0 ? 1 : 0));
  return winnings;
}
