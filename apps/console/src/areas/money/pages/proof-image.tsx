import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../components/ui/error-note';
import { fetchWithdrawalProof } from '../api/withdrawals';

/** The member's "not received" proof: fetched with the operator's token, shown from a blob URL. */
export function ProofImage({ merchant, withdrawalId }: { merchant: string; withdrawalId: string }) {
  const { t } = useTranslation('money');
  const proof = useQuery({
    queryKey: ['money', merchant, 'withdrawal-proof', withdrawalId],
    queryFn: () => fetchWithdrawalProof(merchant, withdrawalId),
    staleTime: Infinity,
  });
  const url = useMemo(() => (proof.data ? URL.createObjectURL(proof.data) : null), [proof.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (proof.error) return <ErrorNote error={proof.error} />;
  return url ? <img className="proof-image" src={url} alt={t('withdrawals.proof')} /> : null;
}
