import { describe, expect, it } from 'vitest';
import { ConfigCache } from './cache.js';

/** A load the test finishes by hand, counting how often it was started. */
function controlledLoad() {
  let starts = 0;
  const pending: ((value: string) => void)[] = [];
  return {
    load: () => {
      starts++;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    finish: (value: string) => pending.shift()?.(value),
    starts: () => starts,
  };
}

describe('ConfigCache loads', () => {
  it('shares one load among concurrent misses of a key', async () => {
    const cache = new ConfigCache(60_000);
    const loader = controlledLoad();
    const answers = Array.from({ length: 10 }, () => cache.getOrLoad('k', loader.load));
    loader.finish('v1');
    expect(await Promise.all(answers)).toEqual(Array(10).fill('v1'));
    expect(loader.starts()).toBe(1);
    expect(await cache.getOrLoad('k', loader.load)).toBe('v1');
    expect(loader.starts()).toBe(1);
  });

  it('does not keep what a load read before an invalidation', async () => {
    const cache = new ConfigCache(60_000);
    const loader = controlledLoad();
    const before = cache.getOrLoad('merchant:a', loader.load);
    await cache.invalidate('merchant:');
    const after = cache.getOrLoad('merchant:a', loader.load);
    expect(loader.starts()).toBe(2);
    loader.finish('stale');
    loader.finish('fresh');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.getOrLoad('merchant:a', loader.load)).toBe('fresh');
    expect(loader.starts()).toBe(2);
  });

  it('without a lifetime, loads every time and shares nothing', async () => {
    const cache = new ConfigCache(0);
    let starts = 0;
    const load = async () => ++starts;
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 2]);
  });

  it('a failed load is not kept: the next call loads again', async () => {
    const cache = new ConfigCache(60_000);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
  });
});

describe('ConfigCache.peek', () => {
  it('answers only fresh values', async () => {
    const cache = new ConfigCache(10_000);
    expect(cache.peek('a')).toBeUndefined();
    await cache.getOrLoad('a', async () => 'value');
    await cache.getOrLoad('zero', async () => 0);
    expect(cache.peek('a')).toEqual({ value: 'value' });
    expect(cache.peek('zero')).toEqual({ value: 0 });
    await cache.invalidate('a');
    expect(cache.peek('a')).toBeUndefined();
    const expired = new ConfigCache(-1);
    await expired.getOrLoad('a', async () => 'value');
    expect(expired.peek('a')).toBeUndefined();
  });

  it('forgets a value once its age is over', async () => {
    const cache = new ConfigCache(30);
    await cache.getOrLoad('a', async () => 'value');
    expect(cache.peek('a')).toEqual({ value: 'value' });
    await expect.poll(() => cache.peek('a'), { interval: 10, timeout: 2_000 }).toBeUndefined();
  });
});

// Keys often come from requests (Host, Merchant header, vendor codes, key ids): nothing an outsider sends may
// make the cache grow past its cap, and a key that names nothing must not stay at all.
describe('ConfigCache bounds', () => {
  it('keeps no miss: a load that finds nothing (undefined or null) is asked again next time', async () => {
    const cache = new ConfigCache(60_000);
    let loads = 0;
    for (const key of ['unknown-a', 'unknown-b', 'unknown-a']) {
      expect(await cache.getOrLoad(key, async () => (++loads, undefined))).toBeUndefined();
    }
    expect(await cache.getOrLoad('nothing', async () => (++loads, null))).toBeNull();
    expect(loads).toBe(4);
    expect(cache.peek('unknown-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new ConfigCache(60_000, undefined, { maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    expect(cache.peek('a')).toEqual({ value: 'a' });
    await cache.getOrLoad('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toEqual({ value: 'a' });
    for (let i = 0; i < 1_000; i++) await cache.getOrLoad(`junk-${i}`, async () => i);
    expect(cache.size).toBe(3);
  });

  it('shares at most maxLoading loads at once; further loads run alone and still answer', async () => {
    const cache = new ConfigCache(60_000, undefined, { maxLoading: 2 });
    const loader = controlledLoad();
    const answers = ['a', 'b', 'c', 'd', 'e'].map((key) => cache.getOrLoad(key, loader.load));
    expect(cache.loadingCount).toBe(2);
    expect(loader.starts()).toBe(5);
    for (const value of ['1', '2', '3', '4', '5']) loader.finish(value);
    expect(await Promise.all(answers)).toEqual(['1', '2', '3', '4', '5']);
    expect(cache.loadingCount).toBe(0);
    // A shared load of a key in flight is still shared.
    const again = [cache.getOrLoad('f', loader.load), cache.getOrLoad('f', loader.load)];
    loader.finish('6');
    expect(await Promise.all(again)).toEqual(['6', '6']);
    expect(loader.starts()).toBe(6);
  });
});
