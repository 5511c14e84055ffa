import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../config.js';

/**
 * The site's policy: scripts and styles only from this origin (no inline script, no eval), answers and
 * sockets only to this origin, images also from the merchants' CDNs, game frames from the vendors (https),
 * and no one may frame the site. A merchant's site page may add Google's tag and its other addresses
 * (sitePolicyWith).
 */
const SITE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  // ASVS 5.0 3.4.3: no <base> element may change where relative URLs go.
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // HSTS does the upgrading, and only where TLS is known to be there.
  upgradeInsecureRequests: null,
};

/** Swagger UI at /docs: its own scripts, but styles it sets inline and icons as data: URLs. */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: SITE_CSP_DIRECTIVES },
  // The customer-service window is opened by name and may be on another origin.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // Added per request, only over TLS (see isOverTls).
  strictTransportSecurity: false,
};

/** The header values helmet would set, worked out once: applying them is then one call per request. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/** Every answer's security headers (not HSTS); the response cache stores them with its answers too. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(headersOf(HELMET_OPTIONS));
const SECURITY_HEADERS_WITH_HSTS = Object.freeze({
  ...SECURITY_HEADERS,
  'strict-transport-security': HSTS_VALUE,
});

/** Google tag (gtag.js) and where it sends its hits: allowed only on the page of a merchant with a tag id. */
const GTAG_SCRIPT_SOURCES = ['https://www.googletagmanager.com'];
const GTAG_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
/** A bare host (and port) as the merchant's domain list holds them: nothing that could end a directive. */
const HOST_SOURCE = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/** What a merchant's site page adds to the site policy. */
export type TSitePolicyExtras = {
  /** The merchant has a Google tag id: the site loads gtag.js once the visitor consents. */
  hasGoogleTag: boolean;
  /** The site's other addresses, which it times with a small no-cors GET (docs/site.md). */
  probeHosts: readonly string[];
};

/**
 * The site page's policy for one merchant, or null when it adds nothing (the default header stands). Worked
 * out per page load only: the API answers keep the fixed policy.
 */
export function sitePolicyWith({ hasGoogleTag, probeHosts }: TSitePolicyExtras): string | null {
  const hosts = probeHosts.filter((host) => HOST_SOURCE.test(host));
  if (!hasGoogleTag && hosts.length === 0) return null;
  const directives = {
    ...SITE_CSP_DIRECTIVES,
    scriptSrc: [...SITE_CSP_DIRECTIVES.scriptSrc, ...(hasGoogleTag ? GTAG_SCRIPT_SOURCES : [])],
    connectSrc: [...SITE_CSP_DIRECTIVES.connectSrc, ...hosts, ...(hasGoogleTag ? GTAG_CONNECT_SOURCES : [])],
  };
  const headers = headersOf({ ...HELMET_OPTIONS, contentSecurityPolicy: { useDefaults: false, directives } });
  return headers['content-security-policy'] ?? null;
}

/**
 * Sets the security headers on every answer before any handler runs (a callback hook: no promise per
 * request). HSTS only over TLS: the request came in over it (directly, or by X-Forwarded-Proto from a proxy
 * TRUSTED_PROXY names: Fastify reads the header only then), or PUBLIC_URL says the site is https. Pages that
 * need another policy replace it (allowFramingBy, the support and payment pages, /docs).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: TConfig): void {
  const isAlwaysTls = config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.addHook('onRequest', (request, reply, done) => {
    const isTls = isAlwaysTls || request.protocol === 'https';
    reply.headers(isTls ? SECURITY_HEADERS_WITH_HSTS : SECURITY_HEADERS);
    done();
  });
}

/**
 * The policy of a page that other sites frame (the in-house game pages): this origin's scripts, styles and
 * sockets only, and framed only by `ancestors` (host sources such as `shop.example:*`) and this origin.
 */
export function allowFramingBy(reply: FastifyReply, ancestors: readonly string[]): FastifyReply {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ].join('; ');
  reply.removeHeader('x-frame-options');
  return reply.header('content-security-policy', policy).header('referrer-policy', 'no-referrer');
}
