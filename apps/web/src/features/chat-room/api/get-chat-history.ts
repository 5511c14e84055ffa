import { ZChatRoomHistory, type TLanguage } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/chat-room/history: the room's last messages, for the modal's first paint (guests may read). */
export function getChatHistory(language: TLanguage, signal?: AbortSignal) {
  return apiGet('/wps/chat-room/history', ZChatRoomHistory, { query: { language }, signal });
}

export function chatHistoryQueryOptions(language: TLanguage) {
  return queryOptions({
    queryKey: ['chat-room', 'history', language],
    queryFn: ({ signal }) => getChatHistory(language, signal),
    // The socket takes over at once; this answer only fills the first paint.
    staleTime: 0,
  });
}

export function useChatHistory(language: TLanguage) {
  return useQuery(chatHistoryQueryOptions(language));
}
