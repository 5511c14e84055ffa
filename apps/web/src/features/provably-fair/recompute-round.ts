import {
  BACCARAT_GAME_CODE,
  CRASH_GAME_CODE,
  crashPoint,
  dealBaccarat,
  hashServerSeed,
  SLOT_GAME_CODE,
  spinSlot,
  type TBaccaratHand,
  type TSlotSpin,
} from '@kirin/contracts';

/** The in-house games whose rounds the page recomputes. */
export const FAIR_GAMES = [SLOT_GAME_CODE, CRASH_GAME_CODE, BACCARAT_GAME_CODE] as const;
export type TFairGame = (typeof FAIR_GAMES)[number];

/**
 * What the verification form holds. Crash and baccarat rounds use the round id as client seed and nonce 0;
 * only the slot has a bet.
 */
export type TFairForm = {
  gameCode: TFairGame;
  serverSeed: string;
  /** The hash shown before play; empty when the player has none to compare. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  betMinor: number;
};

export type TFairOutcome =
  | { gameCode: typeof SLOT_GAME_CODE; spin: TSlotSpin }
  | { gameCode: typeof CRASH_GAME_CODE; crashPointHundredths: number }
  | { gameCode: typeof BACCARAT_GAME_CODE; hand: TBaccaratHand };

export type THashVerdict = 'match' | 'mismatch' | 'none';

export type TRecomputation = {
  /** SHA-256 of the server seed, as the game showed it before play. */
  computedHash: string;
  hashVerdict: THashVerdict;
  outcome: TFairOutcome;
};

export function isFairGame(value: unknown): value is TFairGame {
  return (FAIR_GAMES as readonly unknown[]).includes(value);
}

async function recomputeOutcome(form: TFairForm): Promise<TFairOutcome> {
  switch (form.gameCode) {
    case SLOT_GAME_CODE: {
      const input = { serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce: form.nonce };
      return { gameCode: form.gameCode, spin: await spinSlot(input, form.betMinor) };
    }
    case CRASH_GAME_CODE:
      return {
        gameCode: form.gameCode,
        crashPointHundredths: await crashPoint(form.serverSeed, form.clientSeed),
      };
    case BACCARAT_GAME_CODE:
      return { gameCode: form.gameCode, hand: await dealBaccarat(form.serverSeed, form.clientSeed) };
  }
}

/** Recomputes a round in the browser with the same functions the games draw with, and checks the seed's hash. */
export async function recomputeRound(form: TFairForm): Promise<TRecomputation> {
  const computedHash = await hashServerSeed(form.serverSeed);
  const shownHash = form.serverSeedHash.trim().toLowerCase();
  const hashVerdict: THashVerdict =
    shownHash === '' ? 'none' : shownHash === computedHash ? 'match' : 'mismatch';
  return { computedHash, hashVerdict, outcome: await recomputeOutcome(form) };
}
