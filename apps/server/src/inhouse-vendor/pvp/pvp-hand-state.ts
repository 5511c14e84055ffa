import { PVP_NIUNIU_ACTIONS, PVP_TEENPATTI_ACTIONS, type TCard } from '@kirin/contracts';

/** A room's rules as the vendor keeps them (inhouse_pvp_room). */
export type TPvpRoom = {
  id: bigint;
  merchantCode: string;
  roomRef: string;
  gameCode: 'KIRIN_NIUNIU' | 'KIRIN_TEENPATTI';
  seats: number;
  minBetMinor: number;
  maxBetMinor: number;
  rakeBps: number;
  turnMs: number;
};

export type TPvpPlayer = { merchantCode: string; playerId: string; username: string; currency: string };

/**
 * WAITING: dealt in, has not put anything in yet; IN: in the hand; FOLDED: left it (Teen Patti), what it put
 * in stays in the pot; OUT: did not join before the timer (nothing taken).
 */
export type TPvpSeatStatus = 'WAITING' | 'IN' | 'FOLDED' | 'OUT';

export type TPvpHandSeat = TPvpPlayer & {
  seat: number;
  status: TPvpSeatStatus;
  /** The sum of this seat's accepted debits in the hand. */
  committedMinor: number;
  /** Niu-Niu: the player's chosen stake (its debit holds three times it). */
  stakeMinor: number;
  /** How many debits this seat has made (the next one's seq is this + 1). */
  debits: number;
  /** A debit of this seat is on its way to the platform: nothing else of it is accepted meanwhile. */
  isPending: boolean;
};

export type TPvpSeatResult = {
  seat: number;
  playerId: string;
  /** Niu-Niu: 0 no niu … 10 Niu-Niu; Teen Patti: the category. */
  hand: string | null;
  netMinor: number;
  rakeMinor: number;
  payoutMinor: number;
};

/**
 * BETTING: seats join (Niu-Niu: the banker banks, players stake; Teen Patti: every seat pays the boot);
 * ACTING: Teen Patti turns; SETTLED: the result is decided (payout rows made).
 */
export type TPvpPhase = 'BETTING' | 'ACTING' | 'SETTLED';

export type TPvpHandState = {
  gameCode: TPvpRoom['gameCode'];
  phase: TPvpPhase;
  /** Niu-Niu: the banker; Teen Patti: the dealer (the first turn is the next seat). Rotates every hand. */
  dealerSeat: number;
  seats: TPvpHandSeat[];
  /** Teen Patti: whose turn it is and the current call amount. */
  turnSeat: number | null;
  chaalMinor: number;
  turnsTaken: number;
  /** Every seat's cards once dealt (shown to others only after settlement). */
  cards: Record<string, TCard[]> | null;
  /** Set at settlement; void when the hand could not be played (every stake returned). */
  result: { isVoid: boolean; seats: TPvpSeatResult[] } | null;
};

/** The action lists are the API's (contracts): the page and the rules agree on them. */
export const NIUNIU_ACTIONS = PVP_NIUNIU_ACTIONS;
export const TEENPATTI_ACTIONS = PVP_TEENPATTI_ACTIONS;
export type TPvpAction = (typeof NIUNIU_ACTIONS)[number] | (typeof TEENPATTI_ACTIONS)[number];

/** A card room hand's round id on the platform and in the fairness API: `P<hand id>`. */
export const pvpHandRoundId = (handId: bigint): string => `P${handId}`;
export function parsePvpHandRoundId(roundId: string): bigint | null {
  const match = /^P(\d{1,18})$/.exec(roundId);
  return match ? BigInt(match[1]!) : null;
}
