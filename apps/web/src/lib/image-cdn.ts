import { pickPageCdn, placeOnCdn, type TCdnPicker } from './cdn';

/**
 * The address to load an image from: relative paths go to the image CDN chosen at random for this page load
 * (spec section 9); `attempt` above 1 moves on to the next CDN (the chosen one failed).
 */
export function resolveImageUrl(
  src: string,
  cdns: readonly string[],
  attempt = 1,
  pick: TCdnPicker = pickPageCdn,
): string {
  return placeOnCdn(src, cdns, pick, attempt - 1);
}
