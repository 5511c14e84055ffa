import { ZFeedbackPage } from '@kirin/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { FEEDBACK_PAGE_SIZE, FEEDBACK_QUERY_ROOT } from './feedback-query-keys';

/** GET /wps/feedback (T): the member's feedback, newest first, with the answers. */
export function getMyFeedback(page: number, signal?: AbortSignal) {
  return apiGet('/wps/feedback', ZFeedbackPage, { query: { page, pageSize: FEEDBACK_PAGE_SIZE }, signal });
}

export function useMyFeedback(page: number) {
  return useQuery({
    queryKey: [...FEEDBACK_QUERY_ROOT, 'mine', page],
    queryFn: ({ signal }) => getMyFeedback(page, signal),
    placeholderData: keepPreviousData,
  });
}
