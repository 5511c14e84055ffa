import { ZWithdrawal } from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';
import { useMoneyMutation } from './use-money-mutation';

/** PUT /wps/member/withdrawals/:id/not-received (T, multipart `file`): disputes a paid withdrawal with proof. */
export function reportWithdrawalNotReceived({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return apiSend('PUT', `/wps/member/withdrawals/${encodeURIComponent(id)}/not-received`, ZWithdrawal, {
    body: form,
  });
}

export function useReportWithdrawalNotReceived() {
  return useMoneyMutation(reportWithdrawalNotReceived);
}
