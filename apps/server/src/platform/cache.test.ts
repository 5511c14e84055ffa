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
  it('answers only fresh values, telling a cached undefined from a miss', async () => {
    const cache = new ConfigCache(10_000);
    expect(cache.peek('a')).toBeUndefined();
    await cache.getOrLoad('a', async () => 'value');
    await cache.getOrLoad('none', async () => undefined);
    expect(cache.peek('a')).toEqual({ value: 'value' });
    expect(cache.peek('none')).toEqual({ value: undefined });
    await cache.invalidate('a');
    expect(cache.peek('a')).toBeUndefined();
    const expired = new ConfigCache(-1);
    await expired.getOrLoad('a', async () => 'value');
    expect(expired.peek('a')).toBeUndefined();
  });
});
