import { KYC_DOCUMENTS_PATH, ZKycState, type TKycDocumentKind } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { WALLET_QUERY_ROOT } from '../../wallet/api/wallet-query-keys';
import { kycStateQueryOptions } from './get-kyc-state';
import { memberDetailsQueryOptions } from './get-member-details';

/** POST /wps/protection/kyc/documents (T, multipart: `kind` before `file`): one identity document. */
export function uploadKycDocument({ kind, file }: { kind: TKycDocumentKind; file: File }) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiSend('POST', KYC_DOCUMENTS_PATH, ZKycState, { body: form });
}

/** The upload; the answer is the new state, and what depends on it (details lock, withdrawals) reloads. */
export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKycDocument,
    onSuccess: (state) => {
      queryClient.setQueryData(kycStateQueryOptions().queryKey, state);
      void queryClient.invalidateQueries({ queryKey: memberDetailsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    },
  });
}
