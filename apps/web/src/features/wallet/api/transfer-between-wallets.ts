import { ZWalletBalance, type ZWalletTransferRequest } from '@kirin/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

export type TWalletTransferBody = z.input<typeof ZWalletTransferRequest>;

/** POST /wps/relay/GCS_walletTransfer (T): moves money between the main and a vendor wallet, all or nothing. */
export function transferBetweenWallets(body: TWalletTransferBody) {
  return apiSend('POST', '/wps/relay/GCS_walletTransfer', ZWalletBalance, { body });
}

export function useTransferBetweenWallets() {
  return useMoneyMutation(transferBetweenWallets);
}
