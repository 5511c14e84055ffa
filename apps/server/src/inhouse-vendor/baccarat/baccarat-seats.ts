import type { TDb } from '../../db/database.js';
import type { TVendorPlayerSession } from '../vendor-session.js';

/** The one shared table for now; the key leaves room for more. */
export const BACCARAT_TABLE_CODE = 'MAIN';
/** A seat whose sockets have not been heard of for this long is empty (three missed heartbeats). */
export const BACCARAT_SEAT_TTL_MS = 15_000;
/** How often each process refreshes the seats of its open sockets. */
export const BACCARAT_SEAT_HEARTBEAT_MS = 5_000;
const MAX_SEATS_SHOWN = 50;

export type TBaccaratSeat = { merchantCode: string; playerId: string; username: string };

/** Marks these players seated at `now` (one statement for all of a process's sockets). */
export async function refreshBaccaratSeats(
  db: TDb,
  sessions: readonly TVendorPlayerSession[],
  now: number,
): Promise<void> {
  const unique = new Map(sessions.map((s) => [`${s.merchantCode}:${s.playerId}`, s]));
  if (unique.size === 0) return;
  await db
    .insertInto('inhouse_baccarat_seat')
    .values(
      [...unique.values()].map((s) => ({
        table_code: BACCARAT_TABLE_CODE,
        merchant_code: s.merchantCode,
        player_id: s.playerId,
        username: s.username,
        seen_at: new Date(now),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['table_code', 'merchant_code', 'player_id']).doUpdateSet((eb) => ({
        seen_at: eb.ref('excluded.seen_at'),
        username: eb.ref('excluded.username'),
      })),
    )
    .execute();
}

/** The player left (their last socket on this process closed). */
export async function leaveBaccaratSeat(db: TDb, session: TVendorPlayerSession): Promise<void> {
  await db
    .deleteFrom('inhouse_baccarat_seat')
    .where('table_code', '=', BACCARAT_TABLE_CODE)
    .where('merchant_code', '=', session.merchantCode)
    .where('player_id', '=', session.playerId)
    .execute();
}

/** Everyone seated at `now`, by username. */
export async function listBaccaratSeats(db: TDb, now: number): Promise<TBaccaratSeat[]> {
  const rows = await db
    .selectFrom('inhouse_baccarat_seat')
    .select(['merchant_code', 'player_id', 'username'])
    .where('table_code', '=', BACCARAT_TABLE_CODE)
    .where('seen_at', '>=', new Date(now - BACCARAT_SEAT_TTL_MS))
    .orderBy('username')
    .limit(MAX_SEATS_SHOWN)
    .execute();
  return rows.map((r) => ({ merchantCode: r.merchant_code, playerId: r.player_id, username: r.username }));
}
