import { ZDeposit } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

/** PUT /wps/payment/deposits/:id/proof (T, multipart `file`): the bank transfer's proof, for an operator. */
export function uploadDepositProof({ depositId, file }: { depositId: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return apiSend('PUT', `/wps/payment/deposits/${encodeURIComponent(depositId)}/proof`, ZDeposit, {
    body: form,
  });
}

export function useUploadDepositProof() {
  return useMoneyMutation(uploadDepositProof);
}
