import { RED_ENVELOPE_HISTORY_PATH, ZRedEnvelopeHistory } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { RED_ENVELOPE_QUERY_ROOT } from './red-envelope-query-keys';

export const RED_ENVELOPE_HISTORY_PAGE_SIZE = 10;

/** GET the member's opened envelopes, newest first. */
export function getRedEnvelopeHistory(page: number, signal?: AbortSignal) {
  return apiGet(RED_ENVELOPE_HISTORY_PATH, ZRedEnvelopeHistory, {
    query: { page, pageSize: RED_ENVELOPE_HISTORY_PAGE_SIZE },
    signal,
  });
}

export function redEnvelopeHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...RED_ENVELOPE_QUERY_ROOT, 'history', page],
    queryFn: ({ signal }) => getRedEnvelopeHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRedEnvelopeHistory(page: number) {
  return useQuery(redEnvelopeHistoryQueryOptions(page));
}
