import type { TRoomList } from '@kirin/contracts';
import { INHOUSE_VENDOR_CODE } from '../../inhouse-vendor/seed-inhouse-vendor.js';
import { pickLocalised } from './localise.js';
import type { TCatalogue } from './read-catalogue.js';

/**
 * Open PvP rooms of listed games (of one game when `gameId` is given). `playerCounts` holds the players seated
 * per room id where the vendor tells (the in-house vendor); other rooms answer null.
 */
export function listRooms(
  catalogue: TCatalogue,
  language: string,
  gameId?: string,
  playerCounts: ReadonlyMap<string, number> = new Map(),
): TRoomList {
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
        maxBetMinor: room.maxBetMinor,
        seats: room.seats,
        playerCount: game.vassalage === INHOUSE_VENDOR_CODE ? (playerCounts.get(room.id) ?? 0) : null,
      },
    ];
  });
  return { list };
}
