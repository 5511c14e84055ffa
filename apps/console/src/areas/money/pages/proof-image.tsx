import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ErrorNote } from '../../../components/ui/error-note';

type TProofImageProps = {
  queryKey: readonly unknown[];
  /** The image, fetched with the operator's token (opsBlob). */
  load: () => Promise<Blob>;
  alt: string;
};

/** A member's proof image (a transfer slip, a "not received" screenshot), shown from a blob URL. */
export function ProofImage({ queryKey, load, alt }: TProofImageProps) {
  const proof = useQuery({ queryKey, queryFn: load, staleTime: Infinity });
  const url = useMemo(() => (proof.data ? URL.createObjectURL(proof.data) : null), [proof.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (proof.error) return <ErrorNote error={proof.error} />;
  return url ? <img className="proof-image" src={url} alt={alt} /> : null;
}
