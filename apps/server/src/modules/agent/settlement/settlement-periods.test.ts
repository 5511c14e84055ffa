import { describe, expect, it } from 'vitest';
import { lastClosedPeriod, periodContaining, previousPeriod, SETTLE_GRACE_MS } from './settlement-periods.js';

const HCM = 'Asia/Ho_Chi_Minh'; // UTC+7
const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('settlement periods in the merchant zone (half-open)', () => {
  it('5M and 1H are wall-clock blocks', () => {
    expect(iso(periodContaining('5M', new Date('2026-03-10T03:04:59.999Z'), HCM))).toEqual([
      '2026-03-10T03:00:00.000Z',
      '2026-03-10T03:05:00.000Z',
    ]);
    expect(iso(periodContaining('5M', new Date('2026-03-10T03:05:00.000Z'), HCM))).toEqual([
      '2026-03-10T03:05:00.000Z',
      '2026-03-10T03:10:00.000Z',
    ]);
    expect(iso(periodContaining('1H', new Date('2026-03-10T07:59:00Z'), HCM))).toEqual([
      '2026-03-10T07:00:00.000Z',
      '2026-03-10T08:00:00.000Z',
    ]);
    // A half-hour zone: hours start at :30 UTC.
    expect(iso(periodContaining('1H', new Date('2026-03-10T07:29:00Z'), 'Asia/Kolkata'))).toEqual([
      '2026-03-10T06:30:00.000Z',
      '2026-03-10T07:30:00.000Z',
    ]);
  });

  it('D is the local day; the local midnight belongs to the new day', () => {
    expect(iso(periodContaining('D', new Date('2026-03-09T17:00:00Z'), HCM))).toEqual([
      '2026-03-09T17:00:00.000Z',
      '2026-03-10T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('D', new Date('2026-03-09T16:59:59Z'), HCM))).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-09T17:00:00.000Z',
    ]);
  });

  it('W runs Monday to Monday', () => {
    // 2026-03-15 is a Sunday (local).
    expect(iso(periodContaining('W', new Date('2026-03-15T10:00:00Z'), HCM))).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-15T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('W', new Date('2026-03-15T17:00:00Z'), HCM))).toEqual([
      '2026-03-15T17:00:00.000Z',
      '2026-03-22T17:00:00.000Z',
    ]);
  });

  it('H runs 1st–16th then 16th–1st; M is the calendar month', () => {
    expect(iso(periodContaining('H', new Date('2026-02-15T16:59:59Z'), HCM))).toEqual([
      '2026-01-31T17:00:00.000Z',
      '2026-02-15T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('H', new Date('2026-02-15T17:00:00Z'), HCM))).toEqual([
      '2026-02-15T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('H', new Date('2026-12-20T00:00:00Z'), HCM))).toEqual([
      '2026-12-15T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
    expect(iso(periodContaining('M', new Date('2026-12-20T00:00:00Z'), HCM))).toEqual([
      '2026-11-30T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
    expect(
      iso(previousPeriod('H', periodContaining('H', new Date('2026-03-02T00:00:00Z'), HCM), HCM)),
    ).toEqual(['2026-02-15T17:00:00.000Z', '2026-02-28T17:00:00.000Z']);
  });

  it('the jobs pick the period that just closed: daily at 02:05 for yesterday, the dividend at 02:10', () => {
    // 2026-03-16 02:10 local = 2026-03-15T19:10Z.
    expect(
      iso(lastClosedPeriod('H', new Date('2026-03-15T19:10:00Z'), HCM, SETTLE_GRACE_MS.DIVIDEND)),
    ).toEqual(['2026-02-28T17:00:00.000Z', '2026-03-15T17:00:00.000Z']);
    // 02:09 local: still the previous half-month.
    expect(
      iso(lastClosedPeriod('H', new Date('2026-03-15T19:09:00Z'), HCM, SETTLE_GRACE_MS.DIVIDEND))[1],
    ).toBe('2026-02-28T17:00:00.000Z');
    expect(
      iso(lastClosedPeriod('D', new Date('2026-03-15T19:05:00Z'), HCM, SETTLE_GRACE_MS.DAILY_SALARY)),
    ).toEqual(['2026-03-14T17:00:00.000Z', '2026-03-15T17:00:00.000Z']);
    expect(iso(lastClosedPeriod('5M', new Date('2026-03-15T03:05:00Z'), HCM, 0))).toEqual([
      '2026-03-15T03:00:00.000Z',
      '2026-03-15T03:05:00.000Z',
    ]);
  });
});
