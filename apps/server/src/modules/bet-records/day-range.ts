import { dayInZone, startOfDayInZone } from '@kirin/contracts';
import { AppError } from '../../platform/errors.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** personalProfit's range when none is given: today and the 6 days before (in the merchant's zone). */
export const DEFAULT_PROFIT_DAYS = 7;
/** personalProfit covers at most this many days, both ends included (a quarter). */
export const MAX_PROFIT_DAYS = 92;

/** A real ISO day; the schema checks the shape only, so 2024-02-30 is refused here. */
function checkedDay(day: string, field: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError('VALIDATION_FAILED', { [field]: 'date_rule' });
  }
  return day;
}

/** The ISO day `count` days after `day` (calendar days, whatever the zone's clock changes). */
function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * When a day starts in `timeZone`: the site's days are the merchant's (its brand `timeZone`, like the
 * lottery draw codes), so "today" is the same day for every member whatever their device's zone.
 */
export function startOfDay(day: string, field: string, timeZone = 'UTC'): Date {
  return startOfDayInZone(checkedDay(day, field), timeZone);
}

/** A half-open time range [from, to) of whole days; either end may be open. */
export type TTimeRange = { from: Date | null; to: Date | null };

/** Inclusive days of `timeZone` as a time range, the account record's convention (ODSFE2_MemTransDet). */
export function rangeOfDays(
  startDate: string | undefined,
  endDate: string | undefined,
  timeZone = 'UTC',
): TTimeRange {
  const from = startDate ? startOfDay(startDate, 'startDate', timeZone) : null;
  const to = endDate ? startOfDayInZone(addDays(checkedDay(endDate, 'endDate'), 1), timeZone) : null;
  if (from && to && from >= to) throw new AppError('VALIDATION_FAILED', { endDate: 'date_range_rule' });
  return { from, to };
}

/**
 * personalProfit's days in `timeZone`: the given ones, a missing end → today, a missing start → 7 days
 * ending at the end; longer than 92 days or reversed → VALIDATION_FAILED.
 */
export function profitRangeOfDays(
  startDate: string | undefined,
  endDate: string | undefined,
  now: Date = new Date(),
  timeZone = 'UTC',
): { from: Date; to: Date } {
  const last = checkedDay(endDate ?? dayInZone(now, timeZone), 'endDate');
  const first = startDate ? checkedDay(startDate, 'startDate') : addDays(last, 1 - DEFAULT_PROFIT_DAYS);
  if (first > last) throw new AppError('VALIDATION_FAILED', { endDate: 'date_range_rule' });
  if (addDays(first, MAX_PROFIT_DAYS - 1) < last)
    throw new AppError('VALIDATION_FAILED', { startDate: 'date_range_too_long' });
  return { from: startOfDayInZone(first, timeZone), to: startOfDayInZone(addDays(last, 1), timeZone) };
}
