import { ZPlatformMessage, ZUnreadCount } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { MESSAGES_QUERY_ROOT } from './messages-query-keys';

/** POST /wps/relay/CSP_readMessage (T): one message, marked read. */
export function readMessage(id: string) {
  return apiSend('POST', '/wps/relay/CSP_readMessage', ZPlatformMessage, { body: { id } });
}

/** POST /wps/relay/CSP_readAllMessages (T): marks everything read; answers how many were unread. */
export function readAllMessages() {
  return apiSend('POST', '/wps/relay/CSP_readAllMessages', ZUnreadCount, { body: {} });
}

/** Reading one or all refreshes the list and the unread badge; a refusal shows its message. */
function useMessagesMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  const openModal = useModalStore((s) => s.openModal);
  return useMutation({
    mutationFn,
    onError: (error) => openModal({ name: 'warning', messageKey: errorMessageKey(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_ROOT }),
  });
}

export function useReadMessage() {
  return useMessagesMutation(readMessage);
}

export function useReadAllMessages() {
  return useMessagesMutation(readAllMessages);
}
