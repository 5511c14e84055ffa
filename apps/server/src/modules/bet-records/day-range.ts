import { AppError } from '../../platform/errors.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** personalProfit's range when none is given: today and the 6 days before (UTC). */
export const DEFAULT_PROFIT_DAYS = 7;
/** personalProfit covers at most this many days, both ends included (a quarter). */
export const MAX_PROFIT_DAYS = 92;

/** The start of a UTC day; the schema checks the shape only, so 2024-02-30 is refused here. */
export function startOfUtcDay(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError('VALIDATION_FAILED', { [field]: 'date_rule' });
  }
  return date;
}

/** A half-open time range [from, to) of whole UTC days; either end may be open. */
export type TTimeRange = { from: Date | null; to: Date | null };

/** Inclusive days as a time range, the account record's convention (ODSFE2_MemTransDet). */
export function rangeOfDays(startDate: string | undefined, endDate: string | undefined): TTimeRange {
  const from = startDate ? startOfUtcDay(startDate, 'startDate') : null;
  const to = endDate ? new Date(startOfUtcDay(endDate, 'endDate').getTime() + DAY_MS) : null;
  if (from && to && from >= to) throw new AppError('VALIDATION_FAILED', { endDate: 'date_range_rule' });
  return { from, to };
}

/**
 * personalProfit's days: the given ones, a missing end → today, a missing start → 7 days ending at the
 * end; longer than 92 days or reversed → VALIDATION_FAILED.
 */
export function profitRangeOfDays(
  startDate: string | undefined,
  endDate: string | undefined,
  now: Date = new Date(),
): { from: Date; to: Date } {
  const today = now.toISOString().slice(0, 10);
  const to = new Date(startOfUtcDay(endDate ?? today, 'endDate').getTime() + DAY_MS);
  const from = startDate
    ? startOfUtcDay(startDate, 'startDate')
    : new Date(to.getTime() - DEFAULT_PROFIT_DAYS * DAY_MS);
  if (from >= to) throw new AppError('VALIDATION_FAILED', { endDate: 'date_range_rule' });
  if (to.getTime() - from.getTime() > MAX_PROFIT_DAYS * DAY_MS)
    throw new AppError('VALIDATION_FAILED', { startDate: 'date_range_too_long' });
  return { from, to };
}
