import { ZConsolidated } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { readSession, SESSION_CACHE_KEYS, writeSession } from '../../../lib/storage';
import { WALLET_QUERY_ROOT } from './wallet-query-keys';

/** GET /wps/member/info/funds/consolidated (T): the agent's contract flags (spec section 3). */
export function getConsolidated(signal?: AbortSignal) {
  return apiGet('/wps/member/info/funds/consolidated', ZConsolidated, { signal });
}

// Cached in the session (spec section 3): the agent centre reads its contract pages from there.
async function loadConsolidated(signal?: AbortSignal) {
  const consolidated = await getConsolidated(signal);
  writeSession(SESSION_CACHE_KEYS.consolidated, JSON.stringify(consolidated));
  return consolidated;
}

export function consolidatedQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_QUERY_ROOT, 'consolidated'],
    queryFn: ({ signal }) => loadConsolidated(signal),
    staleTime: Infinity,
  });
}

/** Fills the session cache once for an agent that does not have it yet. */
export function useConsolidatedCache(isAgentAccount: boolean) {
  const isCached = readSession(SESSION_CACHE_KEYS.consolidated) !== null;
  return useQuery({ ...consolidatedQueryOptions(), enabled: isAgentAccount && !isCached });
}
