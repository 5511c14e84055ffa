import { ZDomainRouteList } from '@kirin/contracts';
import { useCallback, useEffect, useState } from 'react';
import { readSession, SESSION_CACHE_KEYS, writeSession } from '../../lib/storage';
import { useDomainRoutesQuery } from './api/get-domain-routes';
import { measureDomains, suggestDomain, type TDomainRoute, type TDomainSuggestion } from './domain-probe';

/** The probe waits this long after the site has opened, so it never competes with the first page. */
export const DOMAIN_PROBE_DELAY_MS = 2000;

type TStored = { measured: TDomainRoute[]; isDismissed: boolean };

function readStored(): TStored | null {
  try {
    const raw = JSON.parse(readSession(SESSION_CACHE_KEYS.domainRoute) ?? 'null') as Partial<TStored> | null;
    const measured = ZDomainRouteList.safeParse(raw?.measured);
    return measured.success ? { measured: measured.data, isDismissed: raw?.isDismissed === true } : null;
  } catch {
    return null;
  }
}

function store(value: TStored): void {
  writeSession(SESSION_CACHE_KEYS.domainRoute, JSON.stringify(value));
}

/**
 * When the merchant lists several addresses: measures them and the current one once per tab (kept in
 * session storage) and suggests the fastest when it is clearly faster than this one. Null: nothing to say.
 */
export function useDomainSuggestion(): { suggestion: TDomainSuggestion | null; dismiss: () => void } {
  const [stored, setStored] = useState(readStored);
  const [isDue, setIsDue] = useState(false);
  const routes = useDomainRoutesQuery(isDue && stored === null);

  useEffect(() => {
    if (stored !== null) return undefined;
    const timer = setTimeout(() => setIsDue(true), DOMAIN_PROBE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stored]);

  useEffect(() => {
    const listed = routes.data;
    if (stored !== null || !listed) return undefined;
    if (listed.length < 2) {
      // One address: nothing to compare, and no need to ask again in this tab.
      const next = { measured: [], isDismissed: false };
      store(next);
      setStored(next);
      return undefined;
    }
    const current = window.location.host;
    const others = listed.map((r) => r.domain).filter((d) => d.toLowerCase() !== current.toLowerCase());
    let isCancelled = false;
    void measureDomains([current, ...others]).then((measured) => {
      if (isCancelled) return;
      const next = { measured, isDismissed: false };
      store(next);
      setStored(next);
    });
    return () => {
      isCancelled = true;
    };
  }, [stored, routes.data]);

  const dismiss = useCallback(() => {
    setStored((previous) => {
      const next = { measured: previous?.measured ?? [], isDismissed: true };
      store(next);
      return next;
    });
  }, []);

  const suggestion =
    stored && !stored.isDismissed ? suggestDomain(stored.measured, window.location.host) : null;
  return { suggestion, dismiss };
}
