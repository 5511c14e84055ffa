/**
 * KIRIN_BACCARAT: punto banco from an 8-deck shoe shuffled afresh for every round, standard third-card rules.
 * Player pays 1:1, Banker 0.95:1 (5 % commission, floored to the minor unit), Tie 8:1; Player and Banker
 * bets push on a tie (docs/games.md, "Game maths").
 */
import { fairDraw, roundFairInput } from './fair-source.js';

export const BACCARAT_GAME_CODE = 'KIRIN_BACCARAT';
export const BACCARAT_BET_KINDS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type TBaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];
export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_SIZE = BACCARAT_DECKS * 52;
/** A round never needs more than six cards: two each, then at most one more each. */
export const BACCARAT_CARDS_PER_ROUND = 6;

/** rank 1 (ace) … 13 (king); suit 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
export type TCard = { rank: number; suit: number };
export type TBaccaratHand = {
  player: TCard[];
  banker: TCard[];
  playerTotal: number;
  bankerTotal: number;
  outcome: TBaccaratBetKind;
};

/**
 * Return to player of each bet with 8 decks, pushes counted as returned stakes: the exact odds
 * (baccaratExactOdds, test) give 0.987649, 0.989421 and 0.856404, rounded to 4 decimals.
 */
export const BACCARAT_DECLARED_RTP: Readonly<Record<TBaccaratBetKind, number>> = {
  PLAYER: 0.9876,
  BANKER: 0.9894,
  TIE: 0.8564,
};

/** A card's points: ace 1, two to nine their face, ten and court cards 0. */
export function baccaratCardValue(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

/** Whether the banker draws a third card on `bankerTotal` after the player drew one worth `playerThird`. */
export function doesBankerDraw(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export type TBaccaratCoup = {
  playerCards: number;
  bankerCards: number;
  playerTotal: number;
  bankerTotal: number;
  outcome: TBaccaratBetKind;
};

/**
 * The coup played with these card values in shoe order: player, banker, player, banker, then the player's
 * third card if the player draws, then the banker's if the banker draws. Naturals (8 or 9) stand both hands.
 * Null when the coup needs a card beyond the values given.
 */
export function playBaccaratCoup(values: readonly number[]): TBaccaratCoup | null {
  if (values.length < 4) return null;
  const [p1, b1, p2, b2] = values as [number, number, number, number];
  let playerTotal = (p1 + p2) % 10;
  let bankerTotal = (b1 + b2) % 10;
  let playerCards = 2;
  let bankerCards = 2;
  if (playerTotal < 8 && bankerTotal < 8) {
    let playerThird: number | null = null;
    if (playerTotal <= 5) {
      playerThird = values[4] ?? null;
      if (playerThird === null) return null;
      playerTotal = (playerTotal + playerThird) % 10;
      playerCards = 3;
    }
    if (doesBankerDraw(bankerTotal, playerThird)) {
      const bankerThird = values[playerCards + 2];
      if (bankerThird === undefined) return null;
      bankerTotal = (bankerTotal + bankerThird) % 10;
      bankerCards = 3;
    }
  }
  const outcome = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { playerCards, bankerCards, playerTotal, bankerTotal, outcome };
}

/** The hand dealt from these cards (the first six of the shoe, in order; unused ones are ignored). */
export function baccaratHandFromCards(cards: readonly TCard[]): TBaccaratHand {
  for (const card of cards)
    if (
      !Number.isInteger(card.rank) ||
      card.rank < 1 ||
      card.rank > 13 ||
      !Number.isInteger(card.suit) ||
      card.suit < 0 ||
      card.suit > 3
    )
      throw new Error('a card has a rank 1..13 and a suit 0..3');
  const coup = playBaccaratCoup(cards.map((card) => baccaratCardValue(card.rank)));
  if (!coup) throw new Error('a coup needs up to six cards');
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  if (coup.playerCards === 3) player.push(cards[4]!);
  if (coup.bankerCards === 3) banker.push(cards[coup.playerCards === 3 ? 5 : 4]!);
  return {
    player,
    banker,
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    outcome: coup.outcome,
  };
}

/**
 * The first cards of a freshly shuffled shoe from uniform picks (a partial Fisher–Yates shuffle): pick i is in
 * [0, 416 − i) and chooses among the cards not dealt yet. Shoe position k holds card k mod 52 of a deck sorted
 * by suit then rank: suit = floor((k mod 52) / 13), rank = (k mod 52) mod 13 + 1.
 */
export function baccaratCardsFromPicks(picks: readonly number[]): TCard[] {
  const shoe = new Map<number, number>();
  const positionAt = (i: number): number => shoe.get(i) ?? i;
  return picks.map((pick, i) => {
    if (!Number.isInteger(pick) || pick < 0 || pick >= BACCARAT_SHOE_SIZE - i)
      throw new Error(`pick ${i} is a whole number in [0, ${BACCARAT_SHOE_SIZE - i})`);
    const chosen = i + pick;
    const position = positionAt(chosen);
    shoe.set(chosen, positionAt(i));
    const deckCard = position % 52;
    return { rank: (deckCard % 13) + 1, suit: Math.floor(deckCard / 13) };
  });
}

/** The round's hand from its seed, the round id as client seed and nonce 0: six picks of 416, 415 … 411. */
export async function dealBaccarat(serverSeed: string, roundId: string): Promise<TBaccaratHand> {
  const draw = fairDraw(roundFairInput(serverSeed, roundId));
  const picks: number[] = [];
  for (let i = 0; i < BACCARAT_CARDS_PER_ROUND; i++) picks.push(await draw(BACCARAT_SHOE_SIZE - i));
  return baccaratHandFromCards(baccaratCardsFromPicks(picks));
}

/** What a settled bet returns, stake included: 0 when lost, the stake when pushed by a tie. */
export function baccaratReturnMinor(
  kind: TBaccaratBetKind,
  stakeMinor: number,
  outcome: TBaccaratBetKind,
): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new Error('the stake is a whole number ≥ 0');
  switch (kind) {
    case 'PLAYER':
      return outcome === 'PLAYER' ? 2 * stakeMinor : outcome === 'TIE' ? stakeMinor : 0;
    case 'BANKER':
      return outcome === 'BANKER'
        ? stakeMinor + Math.floor((stakeMinor * 95) / 100)
        : outcome === 'TIE'
          ? stakeMinor
          : 0;
    case 'TIE':
      return outcome === 'TIE' ? 9 * stakeMinor : 0;
    default: {
      const unknown: never = kind;
      throw new Error(`unknown bet kind ${String(unknown)}`);
    }
  }
}
