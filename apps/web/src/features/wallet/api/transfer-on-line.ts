import { ZWalletBalance, type ZLineTransferRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

export type TLineTransferBody = z.input<typeof ZLineTransferRequest>;

/** POST /wps/member/transfer/line (T, E): sends money to the upline or a direct downline. */
export function transferOnLine(body: TLineTransferBody) {
  return apiSend('POST', '/wps/member/transfer/line', ZWalletBalance, { body, isSealed: true });
}

export function useTransferOnLine() {
  return useMoneyMutation(transferOnLine);
}
