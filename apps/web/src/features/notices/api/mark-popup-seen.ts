import { ZMarkPopupSeenAnswer } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { ANNOUNCEMENTS_QUERY_ROOT } from './get-announcements';

/** POST /wps/relay/MCSFE_markPopupSeen (T): these popups are not shown to the member again. */
export function markPopupSeen(noticeIds: string[]) {
  return apiSend('POST', '/wps/relay/MCSFE_markPopupSeen', ZMarkPopupSeenAnswer, { body: { noticeIds } });
}

export function useMarkPopupSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPopupSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_QUERY_ROOT }),
  });
}
