import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Entries one process keeps at most. Real keys are a few dozen per merchant (its host and code, catalogue
 * answers per language, content, vendors), so the cap is far above any real need; it exists because keys
 * come from requests, and past it the least recently used entry goes.
 */
export const CONFIG_CACHE_MAX_ENTRIES = 20_000;
/** Loads shared at once at most; past this a load runs for its own caller only, and nothing holds it. */
export const CONFIG_CACHE_MAX_LOADING = 1_000;

export type TConfigCacheLimits = { maxEntries?: number; maxLoading?: number };

// Boxed: the LRU does not keep undefined, and a kept 0, '' or false must still read as a hit.
type TBox = { value: unknown };

/**
 * A small read-through cache of derived configuration. Each process keeps its own copy for a few seconds;
 * with Redis, an invalidation is published so every process drops the key at once. The database stays the
 * store of record, so losing the cache loses nothing. Bounded: at most `maxEntries` (least recently used go
 * first), each for `ttlMs`, and a load that finds nothing (undefined or null) is never kept, so a name that
 * exists nowhere (an unknown Host, Merchant header, vendor or key id) leaves nothing behind.
 */
export class ConfigCache {
  private readonly entries: LRUCache<string, TBox>;
  // Loads under way: concurrent misses of one key share one load instead of each querying the database.
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly maxLoading: number;
  // Bumped by every invalidation: a load that started before it must not store what it read.
  private generation = 0;
  private readonly dropListeners: (() => void)[] = [];
  private static readonly CHANNEL = 'kirin:cache:invalidate';

  constructor(
    private readonly ttlMs: number,
    private readonly publisher?: Redis,
    limits: TConfigCacheLimits = {},
  ) {
    this.entries = new LRUCache<string, TBox>({
      max: limits.maxEntries ?? CONFIG_CACHE_MAX_ENTRIES,
      ttl: Math.max(1, ttlMs),
    });
    this.maxLoading = limits.maxLoading ?? CONFIG_CACHE_MAX_LOADING;
  }

  /** Entries held now (fresh or not yet swept). */
  get size(): number {
    return this.entries.size;
  }

  /** Shared loads in flight now. */
  get loadingCount(): number {
    return this.loading.size;
  }

  /** Subscribes to invalidations from other processes. */
  async listen(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(ConfigCache.CHANNEL);
    subscriber.on('message', (channel, prefix) => {
      if (channel === ConfigCache.CHANNEL) this.dropLocal(prefix);
    });
  }

  /** The fresh cached value of `key` without loading: `{ value }` on a hit, else undefined. */
  peek<T>(key: string): { value: T } | undefined {
    return this.entries.get(key) as { value: T } | undefined;
  }

  /** How much longer the cached value of `key` stays fresh, in ms; 0 when nothing fresh is cached. */
  remainingMs(key: string): number {
    return Math.max(0, this.entries.getRemainingTTL(key));
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    // Without a lifetime nothing is shared, not even a load in flight: every caller reads its own writes.
    if (this.ttlMs <= 0) return load();
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.generation;
    const loaded = load().then((value) => {
      if (generation === this.generation && value !== undefined && value !== null)
        this.entries.set(key, { value });
      return value;
    });
    // A flood of distinct keys (forged names) must not grow the map of loads: past the cap they go unshared.
    if (this.loading.size >= this.maxLoading) return loaded;
    const shared = loaded.finally(() => {
      if (this.loading.get(key) === shared) this.loading.delete(key);
    });
    this.loading.set(key, shared);
    return shared;
  }

  /** Drops every key starting with `prefix` here and, with Redis, in every other process. */
  async invalidate(prefix: string): Promise<void> {
    this.dropLocal(prefix);
    await this.publisher?.publish(ConfigCache.CHANNEL, prefix);
  }

  /** Called after every drop, here or announced by another process (caches built on this one empty too). */
  onDrop(listener: () => void): void {
    this.dropListeners.push(listener);
  }

  private dropLocal(prefix: string): void {
    this.generation++;
    for (const listener of this.dropListeners) listener();
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of [...this.loading.keys()]) if (key.startsWith(prefix)) this.loading.delete(key);
  }
}
