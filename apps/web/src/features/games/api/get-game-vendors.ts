import { ZGameVendorAnswer, type TGameVendorAnswer } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { readSession, SESSION_KEYS, writeSession } from '../../../lib/storage';
import { CATALOGUE_QUERY_ROOT, CATALOGUE_STALE_MS, relayPath } from './games-query-keys';

export type TVendorLane = TGameVendorAnswer['data']['lanes'][number];

/** The session copy of the lanes (spec section 3: session key gameVendor), per language and dated. */
const ZCachedLanes = z.object({
  language: z.string(),
  savedAt: z.number(),
  lanes: ZGameVendorAnswer.shape.data.shape.lanes,
});

function readCachedLanes(language: string): z.infer<typeof ZCachedLanes> | undefined {
  const raw = readSession(SESSION_KEYS.gameVendor);
  if (!raw) return undefined;
  try {
    const cached = ZCachedLanes.safeParse(JSON.parse(raw));
    return cached.success && cached.data.language === language ? cached.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /wps/relay/GCSGAME_gameVendor: value.data.lanes, one lane of vendor cards per category. */
export async function getGameVendorLanes(language: string, signal?: AbortSignal): Promise<TVendorLane[]> {
  const answer = await apiGet(relayPath('GCSGAME_gameVendor'), ZGameVendorAnswer, { signal });
  const { lanes } = answer.data;
  writeSession(SESSION_KEYS.gameVendor, JSON.stringify({ language, savedAt: Date.now(), lanes }));
  return lanes;
}

export function gameVendorLanesQueryOptions(language: string) {
  const cached = readCachedLanes(language);
  return queryOptions({
    queryKey: [...CATALOGUE_QUERY_ROOT, 'vendor-lanes', language],
    queryFn: ({ signal }) => getGameVendorLanes(language, signal),
    staleTime: CATALOGUE_STALE_MS,
    // The tab's copy shows at once; it is asked again only once it is as old as any catalogue answer may be.
    initialData: cached?.lanes,
    initialDataUpdatedAt: cached?.savedAt,
  });
}

/** The vendor lanes, from the tab's session copy when it has one. */
export function useGameVendorLanes(language: string) {
  return useQuery(gameVendorLanesQueryOptions(language));
}
