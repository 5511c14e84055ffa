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

  it("counts the merchant's days: 20:00 UTC is already tomorrow in Vietnam", () => {
    const evening = new Date('2026-11-25T20:00:00Z');
    expect(dayRangeOf('TODAY', evening, 'Asia/Ho_Chi_Minh')).toEqual({
      startDate: '2026-11-26',
      endDate: '2026-11-26',
    });
    expect(dayRangeOf('LAST_7_DAYS', evening, 'Asia/Ho_Chi_Minh').startDate).toBe('2026-11-20');
    // Late on 29 February in New York while 1 March in UTC.
    expect(dayRangeOf('TODAY', NOW, 'America/New_York').endDate).toBe('2024-02-29');
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
