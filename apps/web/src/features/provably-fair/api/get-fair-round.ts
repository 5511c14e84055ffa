import { ZInhouseFairRound } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapEnvelope } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getCurrentLanguage } from '../../../lib/i18n';

/**
 * GET /inhouse/api/fair/rounds/:roundId, the in-house vendor's public fairness API (same origin, the usual
 * envelope). A plain fetch: the vendor is another party, it gets neither the member's token nor the merchant.
 */
export async function getFairRound(roundId: string, signal?: AbortSignal) {
  let body: unknown;
  try {
    const response = await fetch(`/inhouse/api/fair/rounds/${encodeURIComponent(roundId)}`, {
      headers: { Accept: 'application/json', Language: getCurrentLanguage() },
      signal,
    });
    body = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'network_error');
  }
  return unwrapEnvelope(body, ZInhouseFairRound);
}

export function fairRoundQueryOptions(roundId: string) {
  return queryOptions({
    queryKey: ['provably-fair', 'round', roundId],
    queryFn: ({ signal }) => getFairRound(roundId, signal),
  });
}

/** The round to verify, when the address names one. */
export function useFairRound(roundId: string | null) {
  return useQuery({ ...fairRoundQueryOptions(roundId ?? ''), enabled: roundId !== null });
}
