import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { LIVE_CLAIM_MS, LIVE_PENDING_STALE_MS, runInBatches, type TLiveLog } from '../crash/live-money.js';
import { advanceHand, markPending, newHandState } from './pvp-hand-rules.js';
import { pvpHandRoundId, type TPvpHandState } from './pvp-hand-state.js';
import { insertHand, lockOpenHand, saveHand } from './pvp-hand-store.js';
import { rollBackPvpDebit, sendPvpWin, type TPvpDebitMoney, type TPvpPayoutMoney } from './pvp-money.js';
import { freshPvpSeats, pvpRoomOf, PVP_SEAT_TTL_MS } from './pvp-rooms.js';

/** The settled hand stays on the table this long before the next one is dealt. */
export const PVP_RESULT_PAUSE_MS = 5_000;
const BATCH_SIZE = 20;

export type TPvpSweep = {
  handsStarted: number;
  handsAdvanced: number;
  winsSent: number;
  rollbacks: number;
  hasOpenWork: boolean;
};

/** Rooms with two fresh seats, no open hand and the last result shown long enough: a new hand each. */
async function startDueHands(ctx: TAppContext, now: number): Promise<number> {
  const due = await sql<{ id: bigint }>`
    SELECT r.id FROM inhouse_pvp_room r
     WHERE (SELECT count(*) FROM inhouse_pvp_seat s
             WHERE s.room_id = r.id AND s.seen_at >= ${new Date(now - PVP_SEAT_TTL_MS)}) >= 2
       AND NOT EXISTS (SELECT 1 FROM inhouse_pvp_hand h
                        WHERE h.room_id = r.id
                          AND (h.status = 'OPEN' OR h.settled_at > ${new Date(now - PVP_RESULT_PAUSE_MS)}))
     LIMIT ${BATCH_SIZE}`.execute(ctx.db);
  let started = 0;
  for (const { id } of due.rows) {
    const isStarted = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('inhouse_pvp_room')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row || (await lockOpenHand(trx, id))) return false;
      const room = pvpRoomOf(row);
      const players = await freshPvpSeats(trx, id, now);
      if (players.length < 2) return false;
      const previous = await trx
        .selectFrom('inhouse_pvp_hand')
        .select('state')
        .where('room_id', '=', id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const previousDealer = previous ? (previous.state as TPvpHandState).dealerSeat : null;
      await insertHand(trx, room, newHandState(room, players, previousDealer), now);
      return true;
    });
    if (isStarted) started++;
  }
  return started;
}

/** Open hands whose timer ran out and that wait for no platform answer: moved on (auto-actions included). */
async function advanceDueHands(ctx: TAppContext, now: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const hands = await trx
      .selectFrom('inhouse_pvp_hand as h')
      .innerJoin('inhouse_pvp_room as r', 'r.id', 'h.room_id')
      .select(['h.id', 'h.room_id'])
      .where('h.status', '=', 'OPEN')
      .where('h.deadline_at', '<=', new Date(now))
      .orderBy('h.deadline_at')
      .limit(BATCH_SIZE)
      .forUpdate('h')
      .skipLocked()
      .execute();
    let advanced = 0;
    for (const { room_id } of hands) {
      const hand = await lockOpenHand(trx, room_id);
      const roomRow = await trx
        .selectFrom('inhouse_pvp_room')
        .selectAll()
        .where('id', '=', room_id)
        .executeTakeFirstOrThrow();
      if (!hand || hand.state.seats.some((s) => s.isPending)) continue;
      const room = pvpRoomOf(roomRow);
      await saveHand(
        trx,
        room,
        hand,
        await advanceHand(room, hand.state, hand.serverSeed, pvpHandRoundId(hand.id)),
        now,
      );
      advanced++;
    }
    return advanced;
  });
}

/** Stakes whose answer never came, claimed by this process for their rollback. */
async function claimStaleDebits(
  ctx: TAppContext,
  now: number,
): Promise<(TPvpDebitMoney & { seat: number })[]> {
  const rows = await ctx.db
    .updateTable('inhouse_pvp_debit')
    .set({ claimed_until: new Date(now + LIVE_CLAIM_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('inhouse_pvp_debit')
        .select('id')
        .where('status', '=', 'PENDING')
        .where('created_at', '<', new Date(now - LIVE_PENDING_STALE_MS))
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', new Date(now))]))
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'hand_id', 'seat_no', 'merchant_code', 'player_id', 'currency', 'seq'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    handId: r.hand_id,
    seat: r.seat_no,
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    currency: r.currency,
    seq: r.seq,
  }));
}

/** After a stale stake's rollback: the seat may act again (and the timer may move the hand on). */
async function releaseSeat(ctx: TAppContext, debit: TPvpDebitMoney & { seat: number }, now: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('inhouse_pvp_hand as h')
      .innerJoin('inhouse_pvp_room as r', 'r.id', 'h.room_id')
      .selectAll('r')
      .where('h.id', '=', debit.handId)
      .executeTakeFirstOrThrow();
    const hand = await lockOpenHand(trx, row.id);
    if (hand?.id === debit.handId)
      await saveHand(trx, pvpRoomOf(row), hand, markPending(hand.state, debit.seat, false), now);
  });
}

/** Owed wins, claimed by this process. */
async function claimOwedPayouts(ctx: TAppContext, now: number): Promise<TPvpPayoutMoney[]> {
  const rows = await sql<{
    hand_id: bigint;
    game_code: string;
    merchant_code: string;
    player_id: string;
    currency: string;
    payout_minor: bigint;
  }>`UPDATE inhouse_pvp_payout p SET claimed_until = ${new Date(now + LIVE_CLAIM_MS)}
     FROM (SELECT hand_id, merchant_code, player_id FROM inhouse_pvp_payout
           WHERE NOT is_settled AND (claimed_until IS NULL OR claimed_until < ${new Date(now)})
           ORDER BY hand_id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED) due, inhouse_pvp_hand h
     WHERE (p.hand_id, p.merchant_code, p.player_id) = (due.hand_id, due.merchant_code, due.player_id)
       AND h.id = p.hand_id
     RETURNING p.hand_id, h.game_code, p.merchant_code, p.player_id, p.currency, p.payout_minor`.execute(
    ctx.db,
  );
  return rows.rows.map((r) => ({
    handId: r.hand_id,
    gameCode: r.game_code,
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    currency: r.currency,
    payoutMinor: Number(r.payout_minor),
  }));
}

/**
 * The card rooms' pass, safe in every process at once: rolls back stakes whose answer never came, moves on
 * hands whose timer ran out, deals new hands where two players sit, and sends the owed wins (each claimed by
 * one process; a win is idempotent by its transaction id, so a process dying mid-way only delays it).
 */
export async function sweepPvpRooms(ctx: TAppContext, now: number, log?: TLiveLog): Promise<TPvpSweep> {
  const warn = (what: string) => (error: unknown) => {
    log?.warn({ err: error }, `card room ${what} failed; retried by a later sweep`);
    throw error;
  };
  const stale = await claimStaleDebits(ctx, now);
  const rollbacks = await runInBatches(stale, (debit) =>
    rollBackPvpDebit(ctx, debit)
      .then(() => releaseSeat(ctx, debit, now))
      .catch(warn('rollback')),
  );
  const handsAdvanced = await advanceDueHands(ctx, now);
  const handsStarted = await startDueHands(ctx, now);
  const owed = await claimOwedPayouts(ctx, now);
  const winsSent = await runInBatches(owed, (payout) =>
    sendPvpWin(ctx, payout)
      .then(() => undefined)
      .catch(warn('win')),
  );
  const { rows } = await sql<{ has_open_work: boolean }>`SELECT
      EXISTS (SELECT 1 FROM inhouse_pvp_payout WHERE NOT is_settled)
      OR EXISTS (SELECT 1 FROM inhouse_pvp_hand WHERE status = 'OPEN') AS has_open_work`.execute(ctx.db);
  return { handsStarted, handsAdvanced, winsSent, rollbacks, hasOpenWork: rows[0]?.has_open_work ?? false };
}
