import { ZCashbackClaim, type TCashbackClaimRequest } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from '../../wallet/api/use-money-mutation';
import { CASHBACK_QUERY_ROOT } from './cashback-query-keys';

/** POST /wps/cashback/claim (T): pays the open window into the main wallet, once per requestId. */
export function claimCashback(body: TCashbackClaimRequest) {
  return apiSend('POST', '/wps/cashback/claim', ZCashbackClaim, { body });
}

/** The claim; on success the balances (wallet queries) and the cashback preview and history refetch. */
export function useClaimCashback() {
  const queryClient = useQueryClient();
  return useMoneyMutation(async (body: TCashbackClaimRequest) => {
    const claim = await claimCashback(body);
    void queryClient.invalidateQueries({ queryKey: CASHBACK_QUERY_ROOT });
    return claim;
  });
}
