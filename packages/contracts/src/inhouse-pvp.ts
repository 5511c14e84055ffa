import { ZMinorUnits } from './wallet.js';
import { z } from 'zod';

/** The in-house card rooms' vendor API (/inhouse/pvp/api/... and its WebSocket): what the server validates and the page reads. */

/** What each game's player may do: Niu-Niu (the banker BANKs, the others STAKE) and Teen Patti (boot, then turns). */
export const PVP_NIUNIU_ACTIONS = ['BANK', 'STAKE'] as const;
export const PVP_TEENPATTI_ACTIONS = ['BOOT', 'CALL', 'RAISE', 'FOLD', 'SHOW'] as const;

export const ZPvpActionRequest = z.object({
  action: z.enum([...PVP_NIUNIU_ACTIONS, ...PVP_TEENPATTI_ACTIONS]),
  /** Niu-Niu STAKE only: the stake (the debit holds three times it against a loss). */
  amountMinor: z.number().int().min(1).max(1_000_000_000).optional(),
});

export type TPvpActionRequest = z.infer<typeof ZPvpActionRequest>;

export const ZPvpActionAnswer = z.object({
  roundId: z.string(),
  action: z.string(),
  debitMinor: ZMinorUnits,
  balance: ZMinorUnits.nullable(),
});
export type TPvpActionAnswer = z.infer<typeof ZPvpActionAnswer>;

export const ZPvpCard = z.object({ rank: z.number().int(), suit: z.number().int() });

export const ZPvpSeatView = z.object({
  seat: z.number().int(),
  username: z.string(),
  isMe: z.boolean(),
  status: z.enum(['WAITING', 'IN', 'FOLDED', 'OUT']),
  committedMinor: ZMinorUnits,
  stakeMinor: ZMinorUnits,
  isPending: z.boolean(),
  /** Own cards once dealt; everyone's after settlement; else null. */
  cards: z.array(ZPvpCard).nullable(),
});
export type TPvpSeatView = z.infer<typeof ZPvpSeatView>;

export const ZPvpSeatResult = z.object({
  seat: z.number().int(),
  hand: z.string().nullable(),
  netMinor: z.number().int(),
  rakeMinor: ZMinorUnits,
  payoutMinor: ZMinorUnits,
});
export type TPvpSeatResultView = z.infer<typeof ZPvpSeatResult>;

/** What a room's page renders; the WebSocket pushes the same object with type 'state'. */
export const ZPvpRoomState = z.object({
  type: z.literal('state'),
  now: z.number(),
  room: z.object({
    gameCode: z.string(),
    seats: z.number().int(),
    minBetMinor: ZMinorUnits,
    maxBetMinor: ZMinorUnits,
    rakeBps: z.number().int(),
    turnMs: z.number().int(),
  }),
  /** Who sits where (seat numbers 1..seats). */
  seated: z.array(z.object({ seat: z.number().int(), username: z.string(), isMe: z.boolean() })),
  mySeat: z.number().int().nullable(),
  hand: z
    .object({
      roundId: z.string(),
      phase: z.enum(['BETTING', 'ACTING', 'SETTLED']),
      dealerSeat: z.number().int(),
      turnSeat: z.number().int().nullable(),
      chaalMinor: ZMinorUnits,
      deadlineAt: z.number(),
      /** Niu-Niu: what the banker's BANK takes. */
      bankMinor: ZMinorUnits,
      serverSeedHash: z.string(),
      /** Revealed once the hand is settled. */
      serverSeed: z.string().nullable(),
      seats: z.array(ZPvpSeatView),
      result: z.object({ isVoid: z.boolean(), seats: z.array(ZPvpSeatResult) }).nullable(),
    })
    .nullable(),
});
export type TPvpRoomState = z.infer<typeof ZPvpRoomState>;
