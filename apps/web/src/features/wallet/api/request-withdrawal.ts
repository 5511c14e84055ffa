import { ZWithdrawal, type TWithdrawalRequest } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

/** POST /wps/member/withdrawals (T, E): asks for a withdrawal; the amount is held at once. */
export function requestWithdrawal(body: TWithdrawalRequest) {
  return apiSend('POST', '/wps/member/withdrawals', ZWithdrawal, { body, isSealed: true });
}

export function useRequestWithdrawal() {
  return useMoneyMutation(requestWithdrawal);
}
