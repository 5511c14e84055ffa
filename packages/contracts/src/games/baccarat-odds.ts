/** Exact baccarat odds by enumerating the card values a coup can use, dealt without replacement. */
import { BACCARAT_DECKS, playBaccaratCoup, type TBaccaratBetKind } from './baccarat.js';

export type TBaccaratOdds = Record<TBaccaratBetKind, number>;

/**
 * P(PLAYER), P(BANKER), P(TIE) for a shoe of `decks` full decks: every sequence of card values (0 counted 16
 * times a deck, 1..9 four times) weighted by its probability without replacement, stopping at the cards the
 * coup actually uses.
 */
export function baccaratExactOdds(decks: number = BACCARAT_DECKS): TBaccaratOdds {
  const remaining = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const odds: TBaccaratOdds = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const values: number[] = [];
  const visit = (cardsLeft: number, probability: number): void => {
    const coup = playBaccaratCoup(values);
    if (coup) {
      odds[coup.outcome] += probability;
      return;
    }
    for (let value = 0; value < 10; value++) {
      if (remaining[value] === 0) continue;
      const p = probability * (remaining[value]! / cardsLeft);
      remaining[value]!--;
      values.push(value);
      visit(cardsLeft - 1, p);
      values.pop();
      remaining[value]!++;
    }
  };
  visit(52 * decks, 1);
  return odds;
}

/** Return to player of each bet (stake counted back on a push), from exact odds. */
export function baccaratRtpFromOdds(odds: TBaccaratOdds): TBaccaratOdds {
  return {
    PLAYER: 2 * odds.PLAYER + odds.TIE,
    BANKER: 1.95 * odds.BANKER + odds.TIE,
    TIE: 9 * odds.TIE,
  };
}
