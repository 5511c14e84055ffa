import { BACCARAT_GAME_CODE, CRASH_GAME_CODE, SLOT_GAME_CODE, type TCard } from '@kirin/contracts';
import { z } from 'zod';
import type { TFairGame, TFairOutcome } from './recompute-round';

/** The facts that decide a round, recomputed or as the game stored them: what the two must agree on. */
export type TOutcomeSummary =
  | { gameCode: typeof SLOT_GAME_CODE; stops: number[]; payoutMinor: number }
  | { gameCode: typeof CRASH_GAME_CODE; crashPointHundredths: number }
  | { gameCode: typeof BACCARAT_GAME_CODE; player: TCard[]; banker: TCard[]; outcome: string };

const ZStoredSlot = z.object({ stops: z.array(z.number().int()), payoutMinor: z.number().int() });
/** The crash game stores `{ crashPoint }` (hundredths) once the round has crashed. */
const ZStoredCrash = z.object({ crashPoint: z.number().int().min(100) });
const ZCard = z.object({ rank: z.number().int(), suit: z.number().int() });
const ZStoredBaccarat = z.object({ player: z.array(ZCard), banker: z.array(ZCard), outcome: z.string() });

/** The summary of a recomputed round. */
export function summariseOutcome(outcome: TFairOutcome): TOutcomeSummary {
  switch (outcome.gameCode) {
    case SLOT_GAME_CODE:
      return { gameCode: outcome.gameCode, stops: outcome.spin.stops, payoutMinor: outcome.spin.payoutMinor };
    case CRASH_GAME_CODE:
      return outcome;
    case BACCARAT_GAME_CODE: {
      const { player, banker, outcome: winner } = outcome.hand;
      return { gameCode: outcome.gameCode, player, banker, outcome: winner };
    }
  }
}

/** The summary of the result a game stored for a round, or null when it is missing or of another shape. */
export function readStoredOutcome(gameCode: TFairGame, stored: unknown): TOutcomeSummary | null {
  switch (gameCode) {
    case SLOT_GAME_CODE: {
      const parsed = ZStoredSlot.safeParse(stored);
      return parsed.success ? { gameCode, ...parsed.data } : null;
    }
    case CRASH_GAME_CODE: {
      const parsed = ZStoredCrash.safeParse(stored);
      return parsed.success ? { gameCode, crashPointHundredths: parsed.data.crashPoint } : null;
    }
    case BACCARAT_GAME_CODE: {
      const parsed = ZStoredBaccarat.safeParse(stored);
      return parsed.success ? { gameCode, ...parsed.data } : null;
    }
  }
}

const sameCards = (a: readonly TCard[], b: readonly TCard[]) =>
  a.length === b.length && a.every((card, i) => card.rank === b[i]?.rank && card.suit === b[i]?.suit);

/** Whether two summaries describe the same round result. */
export function isSameOutcome(a: TOutcomeSummary, b: TOutcomeSummary): boolean {
  switch (a.gameCode) {
    case SLOT_GAME_CODE:
      return (
        b.gameCode === a.gameCode &&
        a.payoutMinor === b.payoutMinor &&
        a.stops.length === b.stops.length &&
        a.stops.every((stop, i) => stop === b.stops[i])
      );
    case CRASH_GAME_CODE:
      return b.gameCode === a.gameCode && a.crashPointHundredths === b.crashPointHundredths;
    case BACCARAT_GAME_CODE:
      return (
        b.gameCode === a.gameCode &&
        a.outcome === b.outcome &&
        sameCards(a.player, b.player) &&
        sameCards(a.banker, b.banker)
      );
  }
}
