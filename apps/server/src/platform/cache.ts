import type { Redis } from 'ioredis';

type TEntry = { value: unknown; expiresAt: number };

/**
 * A small read-through cache of derived configuration. Each process keeps its own copy for a few seconds;
 * with Redis, an invalidation is published so every process drops the key at once. The database stays the
 * store of record, so losing the cache loses nothing.
 */
export class ConfigCache {
  private readonly entries = new Map<string, TEntry>();
  // Loads under way: concurrent misses of one key share one load instead of each querying the database.
  private readonly loading = new Map<string, Promise<unknown>>();
  // Bumped by every invalidation: a load that started before it must not store what it read.
  private generation = 0;
  private readonly dropListeners: (() => void)[] = [];
  private static readonly CHANNEL = 'kirin:cache:invalidate';

  constructor(
    private readonly ttlMs: number,
    private readonly publisher?: Redis,
  ) {}

  /** Subscribes to invalidations from other processes. */
  async listen(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(ConfigCache.CHANNEL);
    subscriber.on('message', (channel, prefix) => {
      if (channel === ConfigCache.CHANNEL) this.dropLocal(prefix);
    });
  }

  /** The fresh cached value of `key` without loading: `{ value }` on a hit (value may be undefined), else undefined. */
  peek<T>(key: string): { value: T } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? { value: hit.value as T } : undefined;
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as T;
    // Without a lifetime nothing is shared, not even a load in flight: every caller reads its own writes.
    if (this.ttlMs <= 0) return load();
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        if (generation === this.generation)
          this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
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
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
  }
}
