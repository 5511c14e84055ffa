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

describe('formatDateTime in a time zone', () => {
  // 2026-11-25 18:30:05 UTC is already 26 November in Vietnam, as the day's draw code says (20261126).
  const instant = '2026-11-25T18:30:05.000Z';
  it('shows the wall clock of the zone given, whatever the viewer zone is', () => {
    expect(formatDateTime(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-11-26 01:30:05');
    expect(formatDateTime(instant, 'UTC')).toBe('2026-11-25 18:30:05');
    expect(formatDateTime(new Date(instant), 'America/New_York')).toBe('2026-11-25 13:30:05');
    expect(formatDateTime(Date.parse(instant), 'Asia/Kolkata')).toBe('2026-11-26 00:00:05');
  });
  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime('2026-11-25T17:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-26 00:00:00');
  });
});
