import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-cdn';

describe('resolveImageUrl', () => {
  const cdns = ['https://a.example.com/', 'https://b.example.com'];

  it('puts a relative path on the CDN the random pick chooses', () => {
    expect(resolveImageUrl('/x.png', cdns, () => 0)).toBe('https://a.example.com/x.png');
    expect(resolveImageUrl('x.png', cdns, () => 0.99)).toBe('https://b.example.com/x.png');
  });

  it('leaves absolute, protocol-relative and data URLs and a missing CDN list alone', () => {
    expect(resolveImageUrl('https://c.example.com/x.png', cdns)).toBe('https://c.example.com/x.png');
    expect(resolveImageUrl('//c.example.com/x.png', cdns)).toBe('//c.example.com/x.png');
    expect(resolveImageUrl('data:image/png;base64,AA', cdns)).toBe('data:image/png;base64,AA');
    expect(resolveImageUrl('/x.png', [])).toBe('/x.png');
  });
});
