import type { TAppContext } from '../../platform/context.js';

/** Every cached content answer of a merchant lives under this prefix; operator changes drop it whole. */
export const contentCachePrefix = (merchantId: bigint) => `content:${merchantId}:`;

/** Drops the merchant's cached notices, banners, help centre and posts (every process, with Redis). */
export function invalidateContentCache(ctx: TAppContext, merchantId: bigint): Promise<void> {
  return ctx.cache.invalidate(contentCachePrefix(merchantId));
}
