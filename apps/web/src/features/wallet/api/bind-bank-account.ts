import { ZBankAccount, type ZBankAccountRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

export type TBankAccountBody = z.input<typeof ZBankAccountRequest>;

/** POST /wps/member/bank-accounts (T): binds a bank account in the member's real name. */
export function bindBankAccount(body: TBankAccountBody) {
  return apiSend('POST', '/wps/member/bank-accounts', ZBankAccount, { body });
}

export function useBindBankAccount() {
  return useMoneyMutation(bindBankAccount);
}
