// @vitest-environment node
// Pure functions: no DOM needed, so the file skips the jsdom start-up.
import { describe, expect, it } from 'vitest';
import { formatMinor, formatTime, parseMinor } from './format.js';

describe('formatMinor', () => {
  it('prints minor units with two decimals and thousands commas', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123_456_789)).toBe('1,234,567.89');
    expect(formatMinor(-1_000_00)).toBe('-1,000.00');
  });

  it('stays exact beyond the float range (bigint and string amounts)', () => {
    expect(formatMinor(12_345_678_901_234_567_89n)).toBe('12,345,678,901,234,567.89');
    expect(formatMinor('900719925474099301')).toBe('9,007,199,254,740,993.01');
  });
});

describe('parseMinor', () => {
  it('reads an amount as exact minor units', () => {
    expect(parseMinor('12.34')).toBe(1234);
    expect(parseMinor(' 7 ')).toBe(700);
    expect(parseMinor('0.1')).toBe(10);
    // 0.29 * 100 is 28.999… in floating point; the parser never multiplies a fraction.
    expect(parseMinor('0.29')).toBe(29);
  });

  it('refuses what is not a plain amount with at most two decimals', () => {
    for (const text of ['', '1.234', '-1', '1e3', '1,000', '.5', '1234567890'])
      expect(parseMinor(text), text).toBeNull();
  });
});

describe('formatTime', () => {
  it('prints the local date and time as yyyy-MM-dd HH:mm:ss', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatTime(local.toISOString())).toBe('2026-01-02 03:04:05');
  });
});
