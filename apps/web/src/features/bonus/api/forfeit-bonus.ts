import { ZBonusGrant } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from '../../wallet/api/wallet-query-keys';
import { BONUS_QUERY_ROOT } from './bonus-query-keys';

/** POST /wps/member/bonus/grants/:id/forfeit (T): gives up an active grant. */
export function forfeitBonus(grantId: string) {
  return apiSend('POST', `/wps/member/bonus/grants/${grantId}/forfeit`, ZBonusGrant);
}

/** Forfeiting changes the balance and the wager: the bonus pages and the balances refresh. */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonus,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_ROOT });
      await queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    },
  });
}
