/** One address of the site and how fast it answered (GET /wps/system/domainRoute's entries). */
export type TDomainRoute = { domain: string; speed: number };

/** How long one address may take to answer the probe; slower counts as no answer (speed stays 0). */
export const DOMAIN_PROBE_TIMEOUT_MS = 3000;
/** A small static file every address of the site serves. */
export const DOMAIN_PROBE_PATH = '/favicon.svg';
/** Another address is suggested only when it answered at least this much faster than the current one. */
export const DOMAIN_SUGGEST_MIN_GAIN_MS = 200;

export type TProbeOptions = {
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** The scheme the addresses are reached with: the page's own. */
  protocol?: string;
  timeoutMs?: number;
};

/**
 * Milliseconds `domain` took to answer a small uncached GET, at least 1; 0 when it failed or took longer
 * than the time-out. `no-cors`: the answer is opaque, only its arrival is timed (the other addresses do not
 * send CORS headers, and the page's CSP lists them in connect-src).
 */
export async function measureDomain(domain: string, options: TProbeOptions = {}): Promise<number> {
  const {
    fetchImpl = (input, init) => fetch(input, init),
    now = () => performance.now(),
    protocol = window.location.protocol,
    timeoutMs = DOMAIN_PROBE_TIMEOUT_MS,
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = now();
  try {
    await fetchImpl(`${protocol}//${domain}${DOMAIN_PROBE_PATH}?probe=${Date.now()}`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    const took = Math.round(now() - started);
    return took > timeoutMs ? 0 : Math.max(1, took);
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}

/** Every address measured at once; `speed` holds its milliseconds (0: no answer), in the order given. */
export function measureDomains(domains: readonly string[], options?: TProbeOptions): Promise<TDomainRoute[]> {
  return Promise.all(
    domains.map(async (domain) => ({ domain, speed: await measureDomain(domain, options) })),
  );
}

/** The address that answered first, or null when none answered. */
export function fastestDomain(measured: readonly TDomainRoute[]): TDomainRoute | null {
  return measured
    .filter((route) => route.speed > 0)
    .reduce<TDomainRoute | null>((best, route) => (best && best.speed <= route.speed ? best : route), null);
}

export type TDomainSuggestion = { domain: string; speed: number; currentSpeed: number };

/**
 * The address to suggest instead of `currentHost`: the fastest, when it is another one and answered at least
 * DOMAIN_SUGGEST_MIN_GAIN_MS faster (or the current one did not answer). Null: stay.
 */
export function suggestDomain(
  measured: readonly TDomainRoute[],
  currentHost: string,
): TDomainSuggestion | null {
  const fastest = fastestDomain(measured);
  if (!fastest || fastest.domain.toLowerCase() === currentHost.toLowerCase()) return null;
  const currentSpeed = measured.find((r) => r.domain.toLowerCase() === currentHost.toLowerCase())?.speed ?? 0;
  const isFaster = currentSpeed === 0 || currentSpeed - fastest.speed >= DOMAIN_SUGGEST_MIN_GAIN_MS;
  return isFaster ? { domain: fastest.domain, speed: fastest.speed, currentSpeed } : null;
}
