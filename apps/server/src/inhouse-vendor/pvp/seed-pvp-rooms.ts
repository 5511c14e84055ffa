import type { TDb } from '../../db/database.js';

export type TPvpRoomSeed = {
  merchantCode: string;
  /** The platform's room id (pvp_room.id) the launch carries. */
  roomRef: string;
  gameCode: 'KIRIN_NIUNIU' | 'KIRIN_TEENPATTI';
  seats: number;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  rakeBps?: number;
  turnMs?: number;
};

/**
 * The vendor's record of a platform room (idempotent: a second call updates its rules). The platform's room
 * and this one are made together (demo seed, tests); a platform room without one is refused at launch-in.
 */
export async function upsertInhousePvpRoom(db: TDb, room: TPvpRoomSeed): Promise<bigint> {
  const values = {
    merchant_code: room.merchantCode,
    room_ref: room.roomRef,
    game_code: room.gameCode,
    seats: room.seats,
    min_bet_minor: room.minBetMinor,
    max_bet_minor: room.maxBetMinor,
    rake_bps: room.rakeBps ?? 500,
    turn_ms: room.turnMs ?? 15_000,
  };
  const row = await db
    .insertInto('inhouse_pvp_room')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'room_ref']).doUpdateSet({
        game_code: values.game_code,
        seats: values.seats,
        min_bet_minor: values.min_bet_minor,
        max_bet_minor: values.max_bet_minor,
        rake_bps: values.rake_bps,
        turn_ms: values.turn_ms,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
