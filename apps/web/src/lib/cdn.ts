const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A CDN entry as a base URL: the console takes bare hosts ("one host per line"), which mean https. */
export function cdnBaseOf(entry: string): string {
  const trimmed = entry.trim().replace(/\/+$/, '');
  return HAS_SCHEME.test(trimmed) || trimmed.startsWith('//') ? trimmed : `https://${trimmed}`;
}

/** Picks the index of one entry of a CDN list; the same list always gets the same entry. */
export type TCdnPicker = (cdns: readonly string[]) => number;

/**
 * A picker that chooses at random once per list and then keeps the choice (spec section 9: "picked at random
 * from the lists"), so one visit stays on one host and the browser's cache of it works.
 */
export function createCdnPicker(random: () => number = () => Math.random()): TCdnPicker {
  const chosen = new Map<string, number>();
  return (cdns) => {
    const key = cdns.join('\n');
    let index = chosen.get(key);
    if (index === undefined) {
      index = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
      chosen.set(key, index);
    }
    return index;
  };
}

/** The choice of this page load (a new load of the site picks again). */
export const pickPageCdn: TCdnPicker = createCdnPicker();

/**
 * `url` on the CDN chosen for this page: a relative path goes onto it, an absolute URL on another entry of the
 * list moves onto it, any other absolute URL (a vendor's own host, data:) stays. `shift` takes the next
 * entries instead (a retry after the chosen host failed). Without CDNs the URL stays on the site's origin.
 */
export function placeOnCdn(
  url: string,
  cdns: readonly string[],
  pick: TCdnPicker = pickPageCdn,
  shift = 0,
): string {
  if (cdns.length === 0) return url;
  const bases = cdns.map(cdnBaseOf);
  const base = bases[(pick(cdns) + shift) % bases.length] ?? '';
  // An entry as written too: a bare host joined by an older server has no scheme.
  const prefixes = [...bases, ...cdns.map((entry) => entry.trim().replace(/\/+$/, ''))];
  const listed = prefixes.find((prefix) => prefix && (url === prefix || url.startsWith(`${prefix}/`)));
  if (listed !== undefined) return `${base}${url.slice(listed.length)}`;
  return ABSOLUTE_URL.test(url) ? url : `${base}/${url.replace(/^\/+/, '')}`;
}
