import type { TDb } from '../../db/database.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { niuniuBankMinor } from './pvp-hand-rules.js';
import { pvpHandRoundId, type TPvpHandState, type TPvpRoom } from './pvp-hand-state.js';
import { PVP_SEAT_TTL_MS } from './pvp-rooms.js';
import type { TPvpRoomState } from './pvp.schemas.js';

/** A room as everyone sees it (read once per tick for all of a process's sockets in it). */
export type TPvpRoomSnapshot = {
  room: TPvpRoom;
  now: number;
  seated: { seat: number; username: string; merchantCode: string; playerId: string }[];
  hand: {
    id: bigint;
    state: TPvpHandState;
    deadlineAt: number;
    serverSeed: string;
    serverSeedHash: string;
    isSettled: boolean;
  } | null;
};

export async function readPvpRoom(db: TDb, room: TPvpRoom, now: number): Promise<TPvpRoomSnapshot> {
  const [seated, hand] = await Promise.all([
    db
      .selectFrom('inhouse_pvp_seat')
      .select(['seat_no', 'username', 'merchant_code', 'player_id'])
      .where('room_id', '=', room.id)
      .where('seen_at', '>=', new Date(now - PVP_SEAT_TTL_MS))
      .orderBy('seat_no')
      .execute(),
    db
      .selectFrom('inhouse_pvp_hand')
      .select(['id', 'state', 'deadline_at', 'server_seed', 'server_seed_hash', 'status'])
      .where('room_id', '=', room.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    room,
    now,
    seated: seated.map((s) => ({
      seat: s.seat_no,
      username: s.username,
      merchantCode: s.merchant_code,
      playerId: s.player_id,
    })),
    hand: hand
      ? {
          id: hand.id,
          state: hand.state as TPvpHandState,
          deadlineAt: hand.deadline_at.getTime(),
          serverSeed: hand.server_seed,
          serverSeedHash: hand.server_seed_hash,
          isSettled: hand.status === 'SETTLED',
        }
      : null,
  };
}

const isSame = (viewer: TVendorPlayerSession, p: { merchantCode: string; playerId: string }) =>
  viewer.merchantCode === p.merchantCode && viewer.playerId === p.playerId;

/** The snapshot as one player may see it: other seats' cards and the seed stay hidden until settlement. */
export function pvpRoomStateFor(snapshot: TPvpRoomSnapshot, viewer: TVendorPlayerSession): TPvpRoomState {
  const { room, hand } = snapshot;
  const me = snapshot.seated.find((s) => isSame(viewer, s));
  return {
    type: 'state',
    now: snapshot.now,
    room: {
      gameCode: room.gameCode,
      seats: room.seats,
      minBetMinor: room.minBetMinor,
      maxBetMinor: room.maxBetMinor,
      rakeBps: room.rakeBps,
      turnMs: room.turnMs,
    },
    seated: snapshot.seated.map((s) => ({ seat: s.seat, username: s.username, isMe: isSame(viewer, s) })),
    mySeat: me?.seat ?? null,
    hand: hand
      ? {
          roundId: pvpHandRoundId(hand.id),
          phase: hand.state.phase,
          dealerSeat: hand.state.dealerSeat,
          turnSeat: hand.state.turnSeat,
          chaalMinor: hand.state.chaalMinor,
          deadlineAt: hand.deadlineAt,
          bankMinor: niuniuBankMinor(room, hand.state),
          serverSeedHash: hand.serverSeedHash,
          serverSeed: hand.isSettled ? hand.serverSeed : null,
          seats: hand.state.seats.map((s) => {
            const isMe = isSame(viewer, s);
            const cards = hand.state.cards?.[String(s.seat)] ?? null;
            return {
              seat: s.seat,
              username: s.username,
              isMe,
              status: s.status,
              committedMinor: s.committedMinor,
              stakeMinor: s.stakeMinor,
              isPending: s.isPending,
              cards: hand.isSettled || isMe ? cards : null,
            };
          }),
          result: hand.state.result
            ? {
                isVoid: hand.state.result.isVoid,
                seats: hand.state.result.seats.map(({ playerId: _playerId, ...rest }) => rest),
              }
            : null,
        }
      : null,
  };
}
