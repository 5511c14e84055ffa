import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '../../accounts/api/get-member-info';

/** A mutation whose success refetches member info (['member','info']), so the page shows the new state. */
export function useMemberMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey }),
  });
}
