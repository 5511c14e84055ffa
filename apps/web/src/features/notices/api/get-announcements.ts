import { ZAnnouncements, type TAnnouncements } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../lib/session-store';
import { readSession, SESSION_CACHE_KEYS, writeSession } from '../../../lib/storage';

/** Spec section 7: the site asks for banners, player notices, popups and promotions, platform W, execution B. */
const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;

export const ANNOUNCEMENTS_QUERY_ROOT = ['content', 'announcements'] as const;

/** GET /wps/relay/MCSFE_getListAnnouncements (token optional: a member's popup list leaves out those seen). */
export function getAnnouncements(language: string, signal?: AbortSignal) {
  return apiGet('/wps/relay/MCSFE_getListAnnouncements', ZAnnouncements, {
    query: { ...ANNOUNCEMENT_QUERY, language },
    signal,
  });
}

// The session cache `index_notice` (spec section 3): the last answer, for the same language and session kind,
// so the home page and the notice modal show notices at once while a fresh answer loads.
type TCachedNotices = { key: string; value: TAnnouncements };
const cacheKeyOf = (language: string, isLoggedIn: boolean) =>
  `${language}:${isLoggedIn ? 'member' : 'guest'}`;

function readCachedAnnouncements(key: string): TAnnouncements | undefined {
  try {
    const cached = JSON.parse(readSession(SESSION_CACHE_KEYS.indexNotice) ?? 'null') as TCachedNotices | null;
    if (cached?.key !== key) return undefined;
    const parsed = ZAnnouncements.safeParse(cached.value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function announcementsQueryOptions(language: string, isLoggedIn: boolean) {
  const key = cacheKeyOf(language, isLoggedIn);
  return queryOptions({
    queryKey: [...ANNOUNCEMENTS_QUERY_ROOT, language, isLoggedIn],
    queryFn: async ({ signal }) => {
      const value = await getAnnouncements(language, signal);
      writeSession(SESSION_CACHE_KEYS.indexNotice, JSON.stringify({ key, value } satisfies TCachedNotices));
      return value;
    },
    initialData: () => readCachedAnnouncements(key),
    // The cached copy is shown at once but always refreshed: notices are scheduled.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
}

export function useAnnouncements(language: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery(announcementsQueryOptions(language, isLoggedIn));
}
