import type { TAppContext } from '../../../platform/context.js';
import { ConfigCache } from '../../../platform/cache.js';

/**
 * How long the lobby's ranked lists (popular games, winners) are served from memory. Longer than the config
 * cache's few seconds: they sum a day or a week of bets, and a list 30 s old reads the same to a player.
 */
export const LOBBY_CACHE_SECONDS = 30;

const caches = new WeakMap<TAppContext, ConfigCache>();

/**
 * The lobby's own cache, one per app context. Nothing invalidates it (a new bet only ages the list), so it
 * needs no cross-process channel; it is off wherever the config cache is off (CONFIG_CACHE_SECONDS=0, tests).
 */
export function lobbyCacheOf(ctx: TAppContext): ConfigCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ConfigCache(ctx.config.CONFIG_CACHE_SECONDS > 0 ? LOBBY_CACHE_SECONDS * 1000 : 0);
    caches.set(ctx, cache);
  }
  return cache;
}
