const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The address to load `src` from: relative paths go to a CDN picked at random (spec section 9). */
export function resolveImageUrl(
  src: string,
  cdns: readonly string[],
  random: () => number = Math.random,
): string {
  if (ABSOLUTE_URL.test(src) || cdns.length === 0) return src;
  const cdn = cdns[Math.floor(random() * cdns.length)] ?? cdns[0] ?? '';
  return `${cdn.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}
