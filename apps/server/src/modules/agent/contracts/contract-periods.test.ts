import { describe, expect, it } from 'vitest';
import { currentPeriodEnd, nextPeriodStart, periodContaining } from './contract-periods.js';

const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];
const BKK = 'Asia/Bangkok'; // GMT+7, no daylight saving
const at = (s: string) => new Date(s);

describe('periodContaining', () => {
  it('cuts days at the merchant midnight, not UTC midnight', () => {
    // 2026-03-10 23:30 UTC is 2026-03-11 06:30 in Bangkok.
    expect(iso(periodContaining('D', at('2026-03-10T23:30:00Z'), BKK))).toEqual([
      '2026-03-10T17:00:00.000Z',
      '2026-03-11T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('D', at('2026-03-10T16:59:59Z'), BKK))[0]).toBe('2026-03-09T17:00:00.000Z');
  });

  it('starts weeks on Monday, a Sunday belonging to the week before', () => {
    // Sunday 2026-03-15 12:00 Bangkok.
    expect(iso(periodContaining('W', at('2026-03-15T05:00:00Z'), BKK))).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-15T17:00:00.000Z',
    ]);
    // Monday 2026-03-16 00:00 Bangkok starts the next week (half-open).
    expect(iso(periodContaining('W', at('2026-03-15T17:00:00Z'), BKK))[0]).toBe('2026-03-15T17:00:00.000Z');
  });

  it('splits a month into 1st–16th and 16th–1st, across the year end', () => {
    expect(iso(periodContaining('H', at('2026-02-15T16:59:59Z'), BKK))).toEqual([
      '2026-01-31T17:00:00.000Z',
      '2026-02-15T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('H', at('2026-12-20T00:00:00Z'), BKK))).toEqual([
      '2026-12-15T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
  });

  it('runs months of any length, leap February included', () => {
    expect(iso(periodContaining('M', at('2028-02-29T10:00:00Z'), 'UTC'))).toEqual([
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
  });

  it('cuts hours and five-minute windows on the local clock of a half-hour zone', () => {
    // Kolkata is GMT+5:30: 10:07 local is 04:37 UTC.
    const kolkata = 'Asia/Kolkata';
    expect(iso(periodContaining('1H', at('2026-03-10T04:37:12Z'), kolkata))).toEqual([
      '2026-03-10T04:30:00.000Z',
      '2026-03-10T05:30:00.000Z',
    ]);
    expect(iso(periodContaining('5M', at('2026-03-10T04:37:12.5Z'), kolkata))).toEqual([
      '2026-03-10T04:35:00.000Z',
      '2026-03-10T04:40:00.000Z',
    ]);
  });

  it('keeps a daylight-saving day whole (23 hours in spring)', () => {
    // Europe/Berlin switches to summer time on 2026-03-29.
    const day = periodContaining('D', at('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(iso(day)).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });
});

describe('agreement timing', () => {
  it('starts agreed terms at the next period and ends a termination with the current one', () => {
    const now = at('2026-03-10T23:30:00Z'); // 11 March, Bangkok
    expect(nextPeriodStart('H', now, BKK).toISOString()).toBe('2026-03-15T17:00:00.000Z');
    expect(currentPeriodEnd('M', now, BKK).toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(nextPeriodStart('5M', at('2026-03-10T10:00:00Z'), BKK).toISOString()).toBe(
      '2026-03-10T10:05:00.000Z',
    );
  });
});
