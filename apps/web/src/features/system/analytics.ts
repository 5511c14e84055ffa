import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/storage';

export type TAnalyticsConsent = 'granted' | 'denied';

/** Where Google's tag comes from; the server's CSP names this host only for a merchant with a tag id. */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Google tag ids (G-…, GT-…, AW-…, DC-…, UA-…): anything else is not loaded. */
const GTAG_ID = /^(?:G|GT|AW|DC|UA)-[A-Z0-9-]{4,30}$/i;

export function isValidGtagId(id: string | null | undefined): id is string {
  return typeof id === 'string' && GTAG_ID.test(id);
}

/** The visitor's remembered answer to the analytics banner, or null when never asked. */
export function readAnalyticsConsent(): TAnalyticsConsent | null {
  const value = readLocal(LOCAL_KEYS.analyticsConsent);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeAnalyticsConsent(consent: TAnalyticsConsent): void {
  writeLocal(LOCAL_KEYS.analyticsConsent, consent);
}

type TGtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Adds Google's tag (gtag.js) for `gtagId` once: the script from GTAG_SCRIPT_ORIGIN and the calls it reads
 * from `dataLayer`, set here rather than in an inline script (the CSP allows none).
 */
export function loadGtag(gtagId: string): void {
  const id = `gtag-${gtagId}`;
  if (document.getElementById(id)) return;
  const target = window as TGtagWindow;
  target.dataLayer = target.dataLayer ?? [];
  // gtag.js reads the `arguments` objects it is given, not arrays.
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the shape gtag.js expects
    target.dataLayer?.push(arguments);
  };
  target.gtag('js', new Date());
  target.gtag('config', gtagId);
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(gtagId)}`;
  document.head.appendChild(script);
}
