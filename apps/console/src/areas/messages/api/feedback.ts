import { ZOpsFeedback, ZOpsFeedbackPage, type TFeedbackStatus } from '@kirin/contracts';
import type { TPageRequest } from '../../../components/data-table/table-types';
import { opsBlob, opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/feedback`;

export const feedbackKey = (merchant: string) => ['messages', merchant, 'feedback'] as const;

/** The inbox, oldest first (a work queue); one status, or every feedback when none. */
export const fetchFeedback =
  (merchant: string, status: TFeedbackStatus | undefined) => (request: TPageRequest, signal?: AbortSignal) =>
    opsGet(
      base(merchant),
      ZOpsFeedbackPage,
      { status, page: request.page, pageSize: request.pageSize },
      signal,
    );

/** Stores the answer and sends it to the member as a platform message; the feedback as it is now. */
export const answerFeedback = (merchant: string, id: string, answer: string) =>
  opsSend('POST', `${base(merchant)}/${id}/answer`, ZOpsFeedback, { answer });

/** One of the feedback's images (position 1..3), fetched with the operator's token. */
export const fetchFeedbackImage = (merchant: string, id: string, position: number) =>
  opsBlob(`${base(merchant)}/${id}/images/${position}`);
