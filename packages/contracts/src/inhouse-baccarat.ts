import { BACCARAT_BET_KINDS } from './games/baccarat.js';
import { ZMinorUnits } from './wallet.js';
import { z } from 'zod';

/** KIRIN_BACCARAT's vendor API (/inhouse/baccarat/api/... and its WebSocket): what the server validates and its page reads. */

/** Smallest and largest baccarat stake per bet, in minor units (1.00 to 10,000.00). */
export const BACCARAT_MIN_BET_MINOR = 100;
export const BACCARAT_MAX_BET_MINOR = 1_000_000;
/** Bets one player may place in one round (each is its own platform bet). */
export const BACCARAT_MAX_BETS_PER_ROUND = 20;

const ZBetKind = z.enum(BACCARAT_BET_KINDS);

export const ZBaccaratBetRequest = z.object({
  kind: ZBetKind,
  betMinor: z.number().int().min(BACCARAT_MIN_BET_MINOR).max(BACCARAT_MAX_BET_MINOR),
});
export type TBaccaratBetRequest = z.infer<typeof ZBaccaratBetRequest>;

const ZMyBet = z.object({ kind: ZBetKind, betMinor: ZMinorUnits });

export const ZBaccaratBetAnswer = z.object({
  roundId: z.string(),
  kind: ZBetKind,
  betMinor: ZMinorUnits,
  /** This bet's number among the player's bets of the round. */
  seq: z.number().int(),
  balance: ZMinorUnits,
});
export type TBaccaratBetAnswer = z.infer<typeof ZBaccaratBetAnswer>;

const ZCard = z.object({ rank: z.number().int(), suit: z.number().int() });
const ZHand = z.object({
  player: z.array(ZCard),
  banker: z.array(ZCard),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  outcome: ZBetKind,
});

const ZKindTotal = z.object({ betMinor: ZMinorUnits, players: z.number().int() });

/** The state a page renders; the WebSocket pushes the same object with type 'state'. */
export const ZBaccaratState = z.object({
  type: z.literal('state'),
  roundId: z.string(),
  phase: z.enum(['BETTING', 'DEALT']),
  /** Epoch ms: bets open, close (the deal), and the next round opens. */
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  endsAt: z.number().int(),
  serverSeedHash: z.string(),
  hand: ZHand.nullable(),
  serverSeed: z.string().nullable(),
  /** Masked usernames of everyone at the table. */
  seats: z.array(z.object({ player: z.string(), isMe: z.boolean() })),
  /** Stakes on each spot in minor units of the players' currencies, and how many players are on it. */
  totals: z.object({ PLAYER: ZKindTotal, BANKER: ZKindTotal, TIE: ZKindTotal }),
  myBets: z.array(ZMyBet),
  /** What this player's bets of the round returned, once dealt and decided. */
  myPayoutMinor: ZMinorUnits.nullable(),
  now: z.number().int(),
});
export type TBaccaratState = z.infer<typeof ZBaccaratState>;
export type TBaccaratHandView = z.infer<typeof ZHand>;
export type TBaccaratCardView = z.infer<typeof ZCard>;

export const ZBaccaratHistory = z.array(
  z.object({
    roundId: z.string(),
    outcome: ZBetKind,
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
  }),
);
export type TBaccaratHistory = z.infer<typeof ZBaccaratHistory>;
