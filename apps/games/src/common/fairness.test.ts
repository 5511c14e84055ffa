import { describe, expect, it } from 'vitest';
import { linkToVerify, verifyUrl } from './fairness.js';

describe('verify links', () => {
  it("open the site's fairness page for the round in the top window", () => {
    const link = document.createElement('a');
    linkToVerify(link, 'S12 34&x');
    expect(verifyUrl('S1')).toBe('/fairness?round=S1');
    expect(link.getAttribute('href')).toBe('/fairness?round=S12%2034%26x');
    expect(link.target).toBe('_top');
    expect(link.rel).toBe('noopener');
  });
});
