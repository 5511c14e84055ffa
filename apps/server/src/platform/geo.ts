import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

type TGeoLookup = { lookup: (ip: string) => { country: string } | null };
// geoip-country ships an offline country database inside the package; nothing is fetched at run time.
const geoip = createRequire(import.meta.url)('geoip-country') as TGeoLookup;

// Recent answers by address: a client sends many requests from one address. Addresses are the caller's to
// choose, so the memo is an LRU with a cap; '' stands for "no country" (the LRU keeps no null).
const recent = new LRUCache<string, string>({ max: 10_000 });

/** ISO 3166 alpha-2 country of an IP address, or null for private, loopback and unknown addresses. */
export function lookupCountry(ip: string): string | null {
  const known = recent.get(ip);
  if (known !== undefined) return known || null;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const country = geoip.lookup(plain)?.country ?? null;
  recent.set(ip, country ?? '');
  return country;
}
