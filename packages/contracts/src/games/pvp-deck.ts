/**
 * The card rooms' deck (KIRIN_NIUNIU, KIRIN_TEENPATTI): one 52-card deck shuffled afresh for every hand from the
 * hand's own seed, its id as client seed and nonce 0 (the same input as a crash or baccarat round), so anyone
 * can re-deal a hand once its seed is revealed.
 */
import { baccaratCardsFromPicks, type TCard } from './baccarat.js';
import { fairDraw, roundFairInput } from './fair-source.js';

export const PVP_DECK_SIZE = 52;

/**
 * The first `count` cards of a single deck from uniform picks (partial Fisher–Yates): pick i is in [0, 52 − i).
 * Deck position k holds suit floor(k / 13), rank k mod 13 + 1 (the baccarat shoe's order with one deck).
 */
export function pvpCardsFromPicks(picks: readonly number[]): TCard[] {
  for (const [i, pick] of picks.entries())
    if (!Number.isInteger(pick) || pick < 0 || pick >= PVP_DECK_SIZE - i)
      throw new Error(`pick ${i} is a whole number in [0, ${PVP_DECK_SIZE - i})`);
  // The baccarat shoe with picks below 52 − i never reaches a second deck: position = deck card.
  return baccaratCardsFromPicks(picks);
}

/** `count` cards dealt from the hand's shuffled deck, in dealing order. */
export async function dealPvpCards(serverSeed: string, handId: string, count: number): Promise<TCard[]> {
  if (!Number.isInteger(count) || count < 1 || count > PVP_DECK_SIZE)
    throw new Error('a hand deals 1 to 52 cards');
  const draw = fairDraw(roundFairInput(serverSeed, handId));
  const picks: number[] = [];
  for (let i = 0; i < count; i++) picks.push(await draw(PVP_DECK_SIZE - i));
  return pvpCardsFromPicks(picks);
}
