import { ZDeposit, type TDepositRequest } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

/** POST /wps/payment/deposits (T): opens a deposit (sandbox: a payment page; manual bank: bank details). */
export function createDeposit(body: TDepositRequest) {
  return apiSend('POST', '/wps/payment/deposits', ZDeposit, { body });
}

export function useCreateDeposit() {
  return useMoneyMutation(createDeposit);
}
