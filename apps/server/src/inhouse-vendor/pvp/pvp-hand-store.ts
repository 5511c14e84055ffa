import { hashServerSeed, newServerSeed } from '@kirin/contracts';
import type { Transaction } from 'kysely';
import type { TDatabase } from '../../db/tables/index.js';
import type { TPvpHandState, TPvpRoom } from './pvp-hand-state.js';

type TTrx = Transaction<TDatabase>;

export type TOpenHand = { id: bigint; state: TPvpHandState; serverSeed: string; deadlineAt: Date };

/** The room's open hand, locked for this transaction, or null. */
export async function lockOpenHand(trx: TTrx, roomId: bigint): Promise<TOpenHand | null> {
  const row = await trx
    .selectFrom('inhouse_pvp_hand')
    .select(['id', 'state', 'server_seed', 'deadline_at'])
    .where('room_id', '=', roomId)
    .where('status', '=', 'OPEN')
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        state: row.state as TPvpHandState,
        serverSeed: row.server_seed,
        deadlineAt: row.deadline_at,
      }
    : null;
}

/** Opens a hand with a fresh seed (its hash is shown from the start); the room's lock is held by the caller. */
export async function insertHand(
  trx: TTrx,
  room: TPvpRoom,
  state: TPvpHandState,
  now: number,
): Promise<bigint> {
  const serverSeed = newServerSeed();
  const row = await trx
    .insertInto('inhouse_pvp_hand')
    .values({
      room_id: room.id,
      game_code: room.gameCode,
      state: JSON.stringify(state),
      deadline_at: new Date(now + room.turnMs),
      server_seed: serverSeed,
      server_seed_hash: await hashServerSeed(serverSeed),
      created_at: new Date(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores the hand's new state. The timer restarts when the phase or the turn changed; a settled hand gets one
 * payout row per seat that put something in (or was dealt in), all in the caller's transaction.
 */
export async function saveHand(
  trx: TTrx,
  room: TPvpRoom,
  hand: TOpenHand,
  next: TPvpHandState,
  now: number,
): Promise<void> {
  const isTimerReset = next.phase !== hand.state.phase || next.turnSeat !== hand.state.turnSeat;
  const isSettled = next.phase === 'SETTLED';
  await trx
    .updateTable('inhouse_pvp_hand')
    .set({
      state: JSON.stringify(next),
      deadline_at: isTimerReset && !isSettled ? new Date(now + room.turnMs) : hand.deadlineAt,
      ...(isSettled ? { status: 'SETTLED' as const, settled_at: new Date(now) } : {}),
    })
    .where('id', '=', hand.id)
    .execute();
  if (!isSettled || !next.result) return;
  const rows = next.result.seats.flatMap((result) => {
    const seat = next.seats.find((s) => s.seat === result.seat)!;
    if (seat.committedMinor === 0) return [];
    return [
      {
        hand_id: hand.id,
        merchant_code: seat.merchantCode,
        player_id: seat.playerId,
        seat_no: seat.seat,
        currency: seat.currency,
        stake_minor: BigInt(seat.committedMinor),
        payout_minor: BigInt(result.payoutMinor),
        rake_minor: BigInt(result.rakeMinor),
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('inhouse_pvp_payout').values(rows).execute();
}
