import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/database.js';
import { INHOUSE_VENDOR_CODE } from '../seed-inhouse-vendor.js';

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

/** Defaults of a mirrored room: 5 % rake, 15 s turns, at most 8 seats, a maximum of 20 minimum bets when unset. */
const MIRROR_RAKE_BPS = 500;
const MIRROR_TURN_MS = 15_000;

/**
 * Mirrors every room of the merchant's in-house card games onto the vendor's side (demo seed, after the
 * catalogue): a room listed on the platform can then be played. Existing vendor rooms keep their rules.
 */
export async function seedInhousePvpRooms(db: TDb, merchantId: bigint, config: TConfig): Promise<void> {
  if (!config.INHOUSE_VENDOR_ENABLED) return;
  const rooms = await db
    .selectFrom('pvp_room as r')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .innerJoin('merchant as m', 'm.id', 'r.merchant_id')
    .select(['r.id', 'r.min_bet_minor', 'r.max_bet_minor', 'r.seats', 'g.code', 'm.code as merchant_code'])
    .where('r.merchant_id', '=', merchantId)
    .where('g.vassalage', '=', INHOUSE_VENDOR_CODE)
    .where('g.code', 'in', ['KIRIN_NIUNIU', 'KIRIN_TEENPATTI'])
    .execute();
  for (const room of rooms) {
    const minBet = room.min_bet_minor > 0n ? room.min_bet_minor : 100n;
    await db
      .insertInto('inhouse_pvp_room')
      .values({
        merchant_code: room.merchant_code,
        room_ref: room.id.toString(),
        game_code: room.code,
        seats: Math.min(Math.max(room.seats, 2), 8),
        min_bet_minor: minBet,
        max_bet_minor:
          room.max_bet_minor !== null && room.max_bet_minor >= minBet ? room.max_bet_minor : minBet * 20n,
        rake_bps: MIRROR_RAKE_BPS,
        turn_ms: MIRROR_TURN_MS,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'room_ref']).doNothing())
      .execute();
  }
}
