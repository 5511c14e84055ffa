import type { TRoomList } from '@kirin/contracts';
import { pickLocalised } from './localise.js';
import type { TCatalogue } from './read-catalogue.js';

/** Open PvP rooms of listed games (of one game when `gameId` is given). */
export function listRooms(catalogue: TCatalogue, language: string, gameId?: string): TRoomList {
  const list = catalogue.rooms.flatMap((room) => {
    const game = catalogue.gamesById.get(room.gameId);
    if (!game || (gameId && room.gameId !== gameId)) return [];
    return [
      {
        roomId: room.id,
        roomCode: room.roomCode,
        displayName: pickLocalised(room.names, language, room.roomCode),
        gameId: room.gameId,
        vassalage: game.vassalage,
        minBetMinor: room.minBetMinor,
        seats: room.seats,
      },
    ];
  });
  return { list };
}
