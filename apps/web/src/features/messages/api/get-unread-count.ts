import { ZUnreadCount } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { UNREAD_COUNT_KEY, UNREAD_POLL_MS } from './messages-query-keys';

/** GET /wps/relay/CSP_unreadCount (T): platform messages the member has not opened. */
export function getUnreadCount(signal?: AbortSignal) {
  return apiGet('/wps/relay/CSP_unreadCount', ZUnreadCount, { signal });
}

/** The unread count, polled every 30 s while signed in (idle for a guest); 0 until known. */
export function useUnreadCount(): number {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS / 2,
  });
  return token === null ? 0 : (query.data?.count ?? 0);
}
