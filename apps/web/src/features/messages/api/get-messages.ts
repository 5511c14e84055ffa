import { ZPlatformMessagePage } from '@kirin/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { MESSAGES_PAGE_SIZE, MESSAGES_QUERY_ROOT } from './messages-query-keys';

/** GET /wps/relay/CSP_messages (T): the member's platform messages, newest first, with read flags. */
export function getMessages(page: number, signal?: AbortSignal) {
  return apiGet('/wps/relay/CSP_messages', ZPlatformMessagePage, {
    query: { page, pageSize: MESSAGES_PAGE_SIZE },
    signal,
  });
}

export function useMessages(page: number) {
  return useQuery({
    queryKey: [...MESSAGES_QUERY_ROOT, 'list', page],
    queryFn: ({ signal }) => getMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}
