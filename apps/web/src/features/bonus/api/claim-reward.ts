import { ZRewardClaim } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from '../../wallet/api/wallet-query-keys';
import { BONUS_QUERY_ROOT } from './bonus-query-keys';

/** POST /wps/member/rewards/:id/claim (T): the reward's bonus, granted once however often it is sent. */
export function claimReward(rewardId: string) {
  return apiSend('POST', `/wps/member/rewards/${rewardId}/claim`, ZRewardClaim);
}

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_ROOT });
      await queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    },
  });
}
