import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

// Configuration under the wallet root that no money action changes.
const UNMOVED_BY_MONEY: readonly unknown[] = ['merchant-wallet', 'consolidated'];

/**
 * A call that moves money: on success every wallet query with amounts refetches (balance and so the header,
 * lists, overviews), so no page shows a stale amount after the action.
 */
export function useMoneyMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: WALLET_QUERY_ROOT,
        predicate: (query) => !UNMOVED_BY_MONEY.includes(query.queryKey[WALLET_QUERY_ROOT.length]),
      }),
  });
}
