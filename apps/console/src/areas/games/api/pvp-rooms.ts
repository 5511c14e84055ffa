import { ZOpsPvpRoomAnswer, type TOpsPvpRoom, type TOpsPvpRoomSave } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';
import { merchantPath } from './catalogue-base';

export const pvpRoomsKey = (merchant: string) => ['games', merchant, 'pvp-rooms'] as const;

export const fetchPvpRooms = (merchant: string, signal?: AbortSignal) =>
  opsGet(merchantPath(merchant, 'pvp-rooms'), z.array(ZOpsPvpRoomAnswer), undefined, signal);

/** A room as the save route takes it back. */
export const toRoomSave = (room: TOpsPvpRoom): TOpsPvpRoomSave => ({
  roomCode: room.roomCode,
  gameId: room.gameId,
  names: room.names,
  minBetMinor: room.minBetMinor,
  seats: room.seats,
  isEnabled: room.isEnabled,
  sortOrder: room.sortOrder,
});

/** Saves rooms by code; rooms left out are closed by the server, so callers send every room. */
export const savePvpRooms = (merchant: string, rooms: TOpsPvpRoomSave[]) =>
  opsSend('PUT', merchantPath(merchant, 'pvp-rooms'), z.array(ZOpsPvpRoomAnswer), { rooms });
