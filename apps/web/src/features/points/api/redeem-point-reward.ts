import { POINTS_REDEEM_PATH, ZPointRedeemResult, type TPointRedeemRequest } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from '../../wallet/api/use-money-mutation';
import { POINTS_QUERY_ROOT } from './points-query-keys';

/** POST passwordCheck/MCS2_redeemPointReward (T): points for goods, once per requestId. */
export function redeemPointReward(body: TPointRedeemRequest) {
  return apiSend('POST', POINTS_REDEEM_PATH, ZPointRedeemResult, { body });
}

/** The redeem; on success balances (virtual goods pay cash) and every points query refetch. */
export function useRedeemPointReward() {
  const queryClient = useQueryClient();
  return useMoneyMutation(async (body: TPointRedeemRequest) => {
    const result = await redeemPointReward(body);
    void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_ROOT });
    return result;
  });
}
