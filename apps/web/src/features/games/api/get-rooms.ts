import { ZRoomList } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { MEMBER_GAMES_QUERY_ROOT, relayPath } from './games-query-keys';

type TRoomListQuery = { language: string; gameId?: string };

/** GET /wps/relay/GLS2_roomList (T): the PvP rooms of a game, or of every PvP game. */
export function getRooms(query: TRoomListQuery, signal?: AbortSignal) {
  return apiGet(relayPath('GLS2_roomList'), ZRoomList, { query, signal });
}

export function roomsQueryOptions(query: TRoomListQuery) {
  return queryOptions({
    queryKey: [...MEMBER_GAMES_QUERY_ROOT, 'rooms', query],
    queryFn: ({ signal }) => getRooms(query, signal),
    staleTime: 30_000,
  });
}

/** PvP rooms; idle for a guest (the call needs a session). */
export function useRooms(query: TRoomListQuery) {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...roomsQueryOptions(query), enabled: token !== null });
}
