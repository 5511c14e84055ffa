import { describe, expect, it } from 'vitest';
import { dayRangeOf, dayRangeProblem, daysInRange } from './day-range';

// 00:30 UTC on 1 March 2024: late on 29 February in the Americas, a leap year.
const NOW = new Date('2024-03-01T00:30:00Z');

describe('day ranges of the records pages', () => {
  it('counts presets in whole UTC days ending today, both ends included', () => {
    expect(dayRangeOf('TODAY', NOW)).toEqual({ startDate: '2024-03-01', endDate: '2024-03-01' });
    expect(dayRangeOf('LAST_7_DAYS', NOW)).toEqual({ startDate: '2024-02-24', endDate: '2024-03-01' });
    expect(dayRangeOf('LAST_30_DAYS', NOW)).toEqual({ startDate: '2024-02-01', endDate: '2024-03-01' });
    expect(daysInRange(dayRangeOf('LAST_30_DAYS', NOW))).toBe(30);
  });

  it('refuses a missing day, a start after the end, and a range over the limit', () => {
    expect(dayRangeProblem({ startDate: '2024-03-01' })).toBe('records_date_required');
    expect(dayRangeProblem({ startDate: '2024-03-02', endDate: '2024-03-01' })).toBe(
      'records_date_range_invalid',
    );
    expect(dayRangeProblem({ startDate: '2024-01-01', endDate: '2024-04-02' }, 92)).toBe(
      'records_date_range_too_long',
    );
    expect(dayRangeProblem({ startDate: '2024-01-01', endDate: '2024-04-01' }, 92)).toBeNull();
    expect(dayRangeProblem({ startDate: '2024-03-01', endDate: '2024-03-01' })).toBeNull();
  });
});
