import { ZFeedback, type TFeedbackType } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { FEEDBACK_QUERY_ROOT } from './feedback-query-keys';

export type TFeedbackSubmission = { type: TFeedbackType; content: string; images: File[] };

/** PUT /wps/feedback (T): multipart fields `type`, `content` and one `images` part per image. */
export function sendFeedback({ type, content, images }: TFeedbackSubmission) {
  const form = new FormData();
  form.append('type', type);
  form.append('content', content);
  for (const image of images) form.append('images', image, image.name);
  return apiSend('PUT', '/wps/feedback', ZFeedback, { body: form });
}

/** Sends feedback; the member's feedback list refreshes afterwards. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_ROOT }),
  });
}
