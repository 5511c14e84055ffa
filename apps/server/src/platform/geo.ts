import { createRequire } from 'node:module';

type TGeoLookup = { lookup: (ip: string) => { country: string } | null };
// geoip-country ships an offline country database inside the package; nothing is fetched at run time.
const geoip = createRequire(import.meta.url)('geoip-country') as TGeoLookup;

/** ISO 3166 alpha-2 country of an IP address, or null for private, loopback and unknown addresses. */
export function lookupCountry(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? null;
}
