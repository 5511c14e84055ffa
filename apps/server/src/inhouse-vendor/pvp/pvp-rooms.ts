import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import type { TPvpPlayer, TPvpRoom } from './pvp-hand-state.js';

/** A seat whose sockets have not been heard of for this long is free between hands (three missed heartbeats). */
export const PVP_SEAT_TTL_MS = 15_000;
/** How often each process refreshes the seats of its open sockets. */
export const PVP_SEAT_HEARTBEAT_MS = 5_000;

type TRoomRow = {
  id: bigint;
  merchant_code: string;
  room_ref: string;
  game_code: string;
  seats: number;
  min_bet_minor: bigint;
  max_bet_minor: bigint;
  rake_bps: number;
  turn_ms: number;
};

export const pvpRoomOf = (row: TRoomRow): TPvpRoom => ({
  id: row.id,
  merchantCode: row.merchant_code,
  roomRef: row.room_ref,
  gameCode: row.game_code as TPvpRoom['gameCode'],
  seats: row.seats,
  minBetMinor: Number(row.min_bet_minor),
  maxBetMinor: Number(row.max_bet_minor),
  rakeBps: row.rake_bps,
  turnMs: row.turn_ms,
});

const ROOM_COLUMNS = [
  'id',
  'merchant_code',
  'room_ref',
  'game_code',
  'seats',
  'min_bet_minor',
  'max_bet_minor',
  'rake_bps',
  'turn_ms',
] as const;

export async function findPvpRoomById(db: TDb, roomId: bigint): Promise<TPvpRoom | null> {
  const row = await db
    .selectFrom('inhouse_pvp_room')
    .select(ROOM_COLUMNS)
    .where('id', '=', roomId)
    .executeTakeFirst();
  return row ? pvpRoomOf(row) : null;
}

/**
 * The room a card-room session was launched into (its game must be the room's); a launch of the game without
 * a room (its catalogue card) plays in the game's first room. Else GAME_SESSION_INVALID.
 */
export async function roomOfSession(db: TDb, session: TVendorPlayerSession): Promise<TPvpRoom> {
  let query = db
    .selectFrom('inhouse_pvp_room')
    .select(ROOM_COLUMNS)
    .where('merchant_code', '=', session.merchantCode);
  query = session.roomId
    ? query.where('room_ref', '=', session.roomId)
    : query
        .where('game_code', '=', session.gameCode ?? '')
        .orderBy('id')
        .limit(1);
  const row = await query.executeTakeFirst();
  if (!row || row.game_code !== session.gameCode) throw new AppError('GAME_SESSION_INVALID');
  return pvpRoomOf(row);
}

/**
 * Seats the player (their old seat if they still have one, else the lowest free one, under the room's lock);
 * answers the seat number, or null when the room is full (the player watches).
 */
export async function takePvpSeat(
  db: TDb,
  room: TPvpRoom,
  session: TVendorPlayerSession,
  now: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('inhouse_pvp_room').select('id').where('id', '=', room.id).forUpdate().execute();
    const taken = await trx
      .selectFrom('inhouse_pvp_seat')
      .select(['seat_no', 'merchant_code', 'player_id'])
      .where('room_id', '=', room.id)
      .execute();
    const own = taken.find(
      (s) => s.merchant_code === session.merchantCode && s.player_id === session.playerId,
    );
    const seatNo =
      own?.seat_no ??
      Array.from({ length: room.seats }, (_, i) => i + 1).find((n) => !taken.some((s) => s.seat_no === n));
    if (seatNo === undefined) return null;
    await trx
      .insertInto('inhouse_pvp_seat')
      .values({
        room_id: room.id,
        seat_no: seatNo,
        merchant_code: session.merchantCode,
        player_id: session.playerId,
        username: session.username,
        currency: session.currency,
        seen_at: new Date(now),
      })
      .onConflict((oc) =>
        oc
          .columns(['room_id', 'seat_no'])
          .doUpdateSet({ seen_at: new Date(now), username: session.username }),
      )
      .execute();
    return seatNo;
  });
}

/** Marks these players' seats as seen at `now` (one statement for all of a process's sockets). */
export async function refreshPvpSeats(
  db: TDb,
  sessions: readonly TVendorPlayerSession[],
  now: number,
): Promise<void> {
  if (sessions.length === 0) return;
  await db
    .updateTable('inhouse_pvp_seat')
    .set({ seen_at: new Date(now) })
    .where((eb) =>
      eb.or(
        sessions.map((s) =>
          eb.and([eb('merchant_code', '=', s.merchantCode), eb('player_id', '=', s.playerId)]),
        ),
      ),
    )
    .execute();
}

/**
 * Frees the room's stale seats and answers the fresh ones: called only when no hand is open, so a player
 * who left mid-hand keeps their place in it (their turns time out) and loses the seat afterwards.
 */
export async function freshPvpSeats(
  db: TDb,
  roomId: bigint,
  now: number,
): Promise<(TPvpPlayer & { seat: number })[]> {
  await db
    .deleteFrom('inhouse_pvp_seat')
    .where('room_id', '=', roomId)
    .where('seen_at', '<', new Date(now - PVP_SEAT_TTL_MS))
    .execute();
  const rows = await db
    .selectFrom('inhouse_pvp_seat')
    .select(['seat_no', 'merchant_code', 'player_id', 'username', 'currency'])
    .where('room_id', '=', roomId)
    .orderBy('seat_no')
    .execute();
  return rows.map((r) => ({
    seat: r.seat_no,
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    username: r.username,
    currency: r.currency,
  }));
}

/** Seated players per platform room id of one merchant (seen within the seat TTL): the room list's count. */
export async function countInhousePvpPlayers(
  db: TDb,
  merchantCode: string,
  now: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('inhouse_pvp_seat as s')
    .innerJoin('inhouse_pvp_room as r', 'r.id', 's.room_id')
    .select(['r.room_ref', sql<string>`count(*)`.as('players')])
    .where('r.merchant_code', '=', merchantCode)
    .where('s.seen_at', '>=', new Date(now - PVP_SEAT_TTL_MS))
    .groupBy('r.room_ref')
    .execute();
  return new Map(rows.map((r) => [r.room_ref, Number(r.players)]));
}
