import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { profitRangeOfDays, rangeOfDays } from './day-range.js';

const failureOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, details: error.details } : error;
  }
  throw new Error('expected a failure');
};

describe('bet record day ranges', () => {
  it('makes inclusive UTC days a half-open range, either end open', () => {
    expect(rangeOfDays('2024-03-01', '2024-03-02')).toEqual({
      from: new Date('2024-03-01T00:00:00Z'),
      to: new Date('2024-03-03T00:00:00Z'),
    });
    expect(rangeOfDays(undefined, undefined)).toEqual({ from: null, to: null });
  });

  it('refuses impossible days and reversed ranges', () => {
    expect(failureOf(() => rangeOfDays('2024-02-30', undefined))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { startDate: 'date_rule' },
    });
    expect(failureOf(() => rangeOfDays('2024-03-02', '2024-03-01'))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('defaults the profit range to the last 7 days and caps it at 92', () => {
    const now = new Date('2024-05-10T15:00:00Z');
    expect(profitRangeOfDays(undefined, undefined, now)).toEqual({
      from: new Date('2024-05-04T00:00:00Z'),
      to: new Date('2024-05-11T00:00:00Z'),
    });
    expect(profitRangeOfDays('2024-02-09', '2024-05-10', now).from).toEqual(new Date('2024-02-09T00:00:00Z'));
    expect(failureOf(() => profitRangeOfDays('2024-02-08', '2024-05-10', now))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { startDate: 'date_range_too_long' },
    });
  });

  it("counts the merchant's days: a Vietnamese day starts at 17:00 UTC the day before", () => {
    expect(rangeOfDays('2026-11-26', '2026-11-26', 'Asia/Ho_Chi_Minh')).toEqual({
      from: new Date('2026-11-25T17:00:00Z'),
      to: new Date('2026-11-26T17:00:00Z'),
    });
    // 20:00 UTC on 25 November is already 26 November in Vietnam: the default week ends that day.
    expect(
      profitRangeOfDays(undefined, undefined, new Date('2026-11-25T20:00:00Z'), 'Asia/Ho_Chi_Minh'),
    ).toEqual({ from: new Date('2026-11-19T17:00:00Z'), to: new Date('2026-11-26T17:00:00Z') });
  });
});
