import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinorUnits } from './format';

describe('formatMinorUnits', () => {
  it('shows minor units with two decimals and thousands separators, exactly', () => {
    expect(formatMinorUnits('123456789012345678')).toBe('1,234,567,890,123,456.78');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits('-1999')).toBe('-19.99');
    expect(formatMinorUnits(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('keeps an unreadable value as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('2026-01-02T03:04:05Z')).toMatch(/^2026-01-0\d \d\d:04:05$/);
  });
});
