import { queryOptions, useQuery } from '@tanstack/react-query';
import { recomputeRound, type TFairForm } from '../recompute-round';

/** The recomputation of `form` in the browser (WebCrypto is asynchronous); cached by its inputs. */
export function recomputationQueryOptions(form: TFairForm | null) {
  return queryOptions({
    queryKey: ['provably-fair', 'recompute', form],
    queryFn: () => recomputeRound(form!),
    // The same inputs always give the same round.
    staleTime: Infinity,
    retry: false,
  });
}

export function useRecomputation(form: TFairForm | null) {
  return useQuery({ ...recomputationQueryOptions(form), enabled: form !== null });
}
