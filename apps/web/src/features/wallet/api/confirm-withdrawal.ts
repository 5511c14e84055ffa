import { ZWithdrawal, type TWithdrawalConfirmRequest } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

/** POST /wps/member/withdrawals/:id/confirm (T): the member says all, or how much, of it arrived. */
export function confirmWithdrawal({ id, body }: { id: string; body: TWithdrawalConfirmRequest }) {
  return apiSend('POST', `/wps/member/withdrawals/${encodeURIComponent(id)}/confirm`, ZWithdrawal, { body });
}

export function useConfirmWithdrawal() {
  return useMoneyMutation(confirmWithdrawal);
}
