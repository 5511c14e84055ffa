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

/** The open issues are asked for every minute: a safety net for a tab left open. */
const OPEN_NUMEROS_REFRESH_MS = 60_000;
/**
 * After a close a fast game opens its next issue seconds later (SSC: 15 s), which the answer does not announce:
 * for this long after a close the lobby asks every NEXT_ISSUE_POLL_MS, so its card does not say "no draw" for
 * up to a minute while the next draw already takes bets.
 */
export const NEXT_ISSUE_WATCH_MS = 30_000;
export const NEXT_ISSUE_POLL_MS = 2_000;

/** `watchUntil`: a Date.now() instant until which the lobby waits for next issues to open. */
export function openNumerosQueryOptions(watchUntil = 0) {
  return queryOptions({
    queryKey: OPEN_NUMEROS_KEY,
    queryFn: ({ signal }) => getOpenNumeros(signal),
    // Refetched when a countdown reaches zero, then often for a while after it; else every minute.
    staleTime: OPEN_NUMEROS_REFRESH_MS,
    refetchInterval: () => (Date.now() < watchUntil ? NEXT_ISSUE_POLL_MS : OPEN_NUMEROS_REFRESH_MS),
  });
}

export function useOpenNumeros(watchUntil = 0) {
  return useQuery(openNumerosQueryOptions(watchUntil));
}
