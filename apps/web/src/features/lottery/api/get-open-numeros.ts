import { ZOpenNumerosAnswer } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { withClockOffset } from '../server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-keys';

export const OPEN_NUMEROS_KEY = [...LOTTERY_QUERY_ROOT, 'open-numeros'] as const;

/** GET /lotto/lgw/games/opened/numero: each game's issue taking bets now, stamped with the clock offset. */
export async function getOpenNumeros(signal?: AbortSignal) {
  return withClockOffset(await apiGet('/lotto/lgw/games/opened/numero', ZOpenNumerosAnswer, { signal }));
}

export function openNumerosQueryOptions() {
  return queryOptions({
    queryKey: OPEN_NUMEROS_KEY,
    queryFn: ({ signal }) => getOpenNumeros(signal),
    // Refetched when a countdown reaches zero; the minute is a safety net for a tab left open.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export function useOpenNumeros() {
  return useQuery(openNumerosQueryOptions());
}
