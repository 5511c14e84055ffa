import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isRefusal, refusalAsAppError } from '../crash/live-money.js';
import { platformWalletFor } from '../platform-wallet.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import {
  advanceHand,
  applyAction,
  debitForAction,
  isBettingComplete,
  markPending,
} from './pvp-hand-rules.js';
import { pvpHandRoundId, type TPvpAction, type TPvpHandState, type TPvpRoom } from './pvp-hand-state.js';
import { lockOpenHand, saveHand, type TOpenHand } from './pvp-hand-store.js';
import { pvpDebitTxId, rollBackPvpDebit } from './pvp-money.js';
import { roomOfSession } from './pvp-rooms.js';

export type TPvpActionRequest = { action: TPvpAction; amountMinor?: number | undefined };
export type TPvpActionAnswer = {
  roundId: string;
  action: TPvpAction;
  debitMinor: number;
  balance: number | null;
};

function seatNoOf(state: TPvpHandState, session: TVendorPlayerSession): number {
  const seat = state.seats.find(
    (s) => s.merchantCode === session.merchantCode && s.playerId === session.playerId,
  );
  if (!seat) throw new AppError('INVALID_STATE', { pvp: 'not_in_hand' });
  return seat.seat;
}

/** The state after an accepted action, moved on at once when betting is complete. */
async function afterAccepted(
  room: TPvpRoom,
  hand: TOpenHand,
  seat: number,
  request: TPvpActionRequest,
  debitMinor: number,
): Promise<TPvpHandState> {
  const next = applyAction(room, hand.state, seat, request.action, debitMinor);
  return isBettingComplete(next) ? advanceHand(room, next, hand.serverSeed, pvpHandRoundId(hand.id)) : next;
}

/**
 * A seat's action in its room's open hand. An action that takes money is recorded PENDING (the seat can do
 * nothing else and the timer's sweep waits), sent to the platform as its own bet, then applied; a refusal
 * forgets it, a lost answer is rolled back. A fold takes nothing and applies at once.
 */
export async function playPvpAction(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TPvpActionRequest,
  now: number,
): Promise<TPvpActionAnswer> {
  const room = await roomOfSession(ctx.db, session);
  const prepared = await ctx.db.transaction().execute(async (trx) => {
    const hand = await lockOpenHand(trx, room.id);
    if (!hand) throw new AppError('INVALID_STATE', { pvp: 'no_hand' });
    const seat = seatNoOf(hand.state, session);
    const debitMinor = debitForAction(room, hand.state, seat, request.action, request.amountMinor);
    if (debitMinor === 0) {
      await saveHand(trx, room, hand, await afterAccepted(room, hand, seat, request, 0), now);
      return { handId: hand.id, seat, debitMinor, debit: null };
    }
    const { count } = await trx
      .selectFrom('inhouse_pvp_debit')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('hand_id', '=', hand.id)
      .where('merchant_code', '=', session.merchantCode)
      .where('player_id', '=', session.playerId)
      .executeTakeFirstOrThrow();
    const seq = Number(count) + 1;
    const debit = await trx
      .insertInto('inhouse_pvp_debit')
      .values({
        hand_id: hand.id,
        seat_no: seat,
        merchant_code: session.merchantCode,
        player_id: session.playerId,
        currency: session.currency,
        seq,
        action: request.action,
        amount_minor: BigInt(debitMinor),
        created_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveHand(trx, room, hand, markPending(hand.state, seat, true), now);
    return { handId: hand.id, seat, debitMinor, debit: { id: debit.id, seq } };
  });
  const roundId = pvpHandRoundId(prepared.handId);
  if (!prepared.debit) return { roundId, action: request.action, debitMinor: 0, balance: null };

  const { debit, seat, debitMinor } = prepared;
  const clearPending = () =>
    ctx.db.transaction().execute(async (trx) => {
      const hand = await lockOpenHand(trx, room.id);
      if (hand?.id === prepared.handId)
        await saveHand(trx, room, hand, markPending(hand.state, seat, false), now);
    });
  let balance: number;
  try {
    const wallet = await platformWalletFor(ctx, session.merchantCode);
    const answer = await wallet.bet({
      playerId: session.playerId,
      currency: session.currency,
      sessionToken: session.platformSessionToken,
      transactionId: pvpDebitTxId(roundId, session.playerId, debit.seq),
      roundId,
      gameCode: room.gameCode,
      amount: debitMinor,
    });
    balance = answer.balance;
  } catch (error) {
    if (isRefusal(error)) {
      await ctx.db
        .deleteFrom('inhouse_pvp_debit')
        .where('id', '=', debit.id)
        .where('status', '=', 'PENDING')
        .execute();
      await clearPending();
      throw refusalAsAppError(error);
    }
    const money = {
      id: debit.id,
      handId: prepared.handId,
      merchantCode: session.merchantCode,
      playerId: session.playerId,
      currency: session.currency,
      seq: debit.seq,
    };
    // If this rollback fails too, the sweep retries it once the debit is stale (and clears the seat then).
    await rollBackPvpDebit(ctx, money)
      .then(clearPending)
      .catch(() => undefined);
    throw new AppError('UNAVAILABLE');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const hand = await lockOpenHand(trx, room.id);
    const opened = await trx
      .updateTable('inhouse_pvp_debit')
      .set({ status: 'OPEN' })
      .where('id', '=', debit.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    // The sweep rolled it back meanwhile (the answer came too late): the stake is already returned.
    if (opened.numUpdatedRows === 0n || hand?.id !== prepared.handId) throw new AppError('UNAVAILABLE');
    await saveHand(trx, room, hand, await afterAccepted(room, hand, seat, request, debitMinor), now);
  });
  return { roundId, action: request.action, debitMinor, balance };
}
