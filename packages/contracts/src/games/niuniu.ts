/**
 * KIRIN_NIUNIU, banker Niu-Niu (bull-bull): five cards each; three of them summing to a multiple of 10 make a
 * "niu", and the other two's sum mod 10 is its number (0 counts as Niu-Niu, 10). Every player plays the banker
 * alone; the better hand wins the stake times its own multiplier (Niu-Niu 3, niu 7–9 2, else 1). Equal niu:
 * the highest card decides, by rank then suit (♠ > ♥ > ♣ > ♦), so there are no ties (docs/games.md).
 */
import type { TCard } from './baccarat.js';

export const NIUNIU_GAME_CODE = 'KIRIN_NIUNIU';
export const NIUNIU_CARDS_PER_SEAT = 5;
/** The most a hand can multiply a stake by: what a player and the banker hold back against a loss. */
export const NIUNIU_MAX_MULTIPLIER = 3;

export type TNiuniuHand = {
  cards: TCard[];
  /** 0 no niu, 1–9 niu N, 10 Niu-Niu. */
  niu: number;
  multiplier: number;
};

/** A card's points: ace 1, two to ten their face, court cards 10. */
export const niuniuCardPoints = (rank: number): number => Math.min(rank, 10);

/** Suit strength for the tie-break: ♠ 4, ♥ 3, ♣ 2, ♦ 1 (suits 0 ♠, 1 ♥, 2 ♦, 3 ♣). */
const SUIT_STRENGTH = [4, 3, 1, 2] as const;

/** A card's strength for the tie-break: rank first, then suit. */
export const niuniuCardStrength = (card: TCard): number => card.rank * 10 + SUIT_STRENGTH[card.suit]!;

export const niuniuMultiplier = (niu: number): number => (niu === 10 ? 3 : niu >= 7 ? 2 : 1);

/** The hand's niu: the best over every choice of three cards summing to a multiple of 10. */
export function rankNiuniuHand(cards: readonly TCard[]): TNiuniuHand {
  if (cards.length !== NIUNIU_CARDS_PER_SEAT) throw new Error('a Niu-Niu hand has five cards');
  const points = cards.map((c) => niuniuCardPoints(c.rank));
  const total = points.reduce((a, b) => a + b, 0);
  let niu = 0;
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++)
      for (let k = j + 1; k < 5; k++) {
        if ((points[i]! + points[j]! + points[k]!) % 10 !== 0) continue;
        const rest = (total - points[i]! - points[j]! - points[k]!) % 10;
        niu = Math.max(niu, rest === 0 ? 10 : rest);
      }
  return { cards: [...cards], niu, multiplier: niuniuMultiplier(niu) };
}

/** Whether hand `a` beats hand `b`: the higher niu, else the stronger highest card. */
export function niuniuBeats(a: TNiuniuHand, b: TNiuniuHand): boolean {
  if (a.niu !== b.niu) return a.niu > b.niu;
  const best = (hand: TNiuniuHand) => Math.max(...hand.cards.map(niuniuCardStrength));
  return best(a) > best(b);
}

/**
 * What one player's duel with the banker moves, seen from the player: +stake × the player's multiplier when the
 * player wins, −stake × the banker's multiplier when the banker wins.
 */
export function niuniuPlayerNet(stakeMinor: number, player: TNiuniuHand, banker: TNiuniuHand): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new Error('the stake is a whole number ≥ 0');
  return niuniuBeats(player, banker) ? stakeMinor * player.multiplier : -stakeMinor * banker.multiplier;
}
