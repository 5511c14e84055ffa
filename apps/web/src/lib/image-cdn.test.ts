import { describe, expect, it } from 'vitest';
import { cdnBaseOf, createCdnPicker, placeOnCdn } from './cdn';
import { resolveImageUrl } from './image-cdn';

/** mulberry32: a small seeded generator, so each case picks the same way on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CDNS = ['https://a.example.com/', 'https://b.example.com', 'c.example.com'];

describe('the CDN of a page load', () => {
  it('picks one host at random and keeps it for every image of the visit', () => {
    const pick = createCdnPicker(seededRandom(7));
    const first = resolveImageUrl('/games/a.png', CDNS, 1, pick);
    const host = new URL(first).host;
    for (const src of ['/games/b.png', 'banners/c.jpg', '/games/a.png'])
      expect(new URL(resolveImageUrl(src, CDNS, 1, pick)).host).toBe(host);
  });

  it('spreads page loads over every host of the list', () => {
    const random = seededRandom(42);
    const hosts = new Set<string>();
    for (let load = 0; load < 60; load += 1) {
      // A new page load is a new picker.
      hosts.add(new URL(resolveImageUrl('/x.png', CDNS, 1, createCdnPicker(random))).host);
    }
    expect([...hosts].sort()).toEqual(['a.example.com', 'b.example.com', 'c.example.com']);
  });

  it('moves a retry to the next host of the list', () => {
    const pick = createCdnPicker(() => 0.99);
    expect(resolveImageUrl('/x.png', CDNS, 1, pick)).toBe('https://c.example.com/x.png');
    expect(resolveImageUrl('/x.png', CDNS, 2, pick)).toBe('https://a.example.com/x.png');
    expect(resolveImageUrl('/x.png', CDNS, 3, pick)).toBe('https://b.example.com/x.png');
  });

  it('leaves other absolute URLs, data URLs and a site without CDNs alone', () => {
    const pick = createCdnPicker(() => 0);
    expect(resolveImageUrl('https://vendor.example.org/x.png', CDNS, 1, pick)).toBe(
      'https://vendor.example.org/x.png',
    );
    expect(resolveImageUrl('//vendor.example.org/x.png', CDNS, 1, pick)).toBe('//vendor.example.org/x.png');
    expect(resolveImageUrl('data:image/png;base64,AA', CDNS, 1, pick)).toBe('data:image/png;base64,AA');
    expect(resolveImageUrl('/x.png', [], 1, pick)).toBe('/x.png');
  });

  it('moves a URL on another CDN of the list onto the chosen one', () => {
    const pick = createCdnPicker(() => 0);
    expect(placeOnCdn('https://b.example.com/inhouse/launch?token=t', CDNS, pick)).toBe(
      'https://a.example.com/inhouse/launch?token=t',
    );
    expect(placeOnCdn('https://b.example.com.evil.test/x', CDNS, pick)).toBe(
      'https://b.example.com.evil.test/x',
    );
    // A bare host joined without a scheme (as the server did before it read bare hosts as https).
    expect(placeOnCdn('c.example.com/inhouse/launch', CDNS, pick)).toBe(
      'https://a.example.com/inhouse/launch',
    );
  });

  it('reads a bare host as https', () => {
    expect(cdnBaseOf(' cdn1.example.com/ ')).toBe('https://cdn1.example.com');
    expect(cdnBaseOf('http://cdn1.example.com')).toBe('http://cdn1.example.com');
  });
});
