import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinorUnits } from './format.js';

describe('formatMinorUnits', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-250, '-2.50'],
    [123456789012345678n, '1,234,567,890,123,456.78'],
  ])('%s → %s', (minor, shown) => expect(formatMinorUnits(minor)).toBe(shown));
});

describe('formatDateTime', () => {
  it('pads every part', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
  it('uses a 24-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 23, 59, 1))).toBe('2026-11-22 23:59:01');
  });
});
