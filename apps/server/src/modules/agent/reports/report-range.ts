import { dayInZone, type TAgentReportFilter } from '@kirin/contracts';
import { AppError } from '../../../platform/errors.js';
import { profitRangeOfDays } from '../../bet-records/day-range.js';

/** A report's days: first and last (inclusive, merchant zone) and the half-open instants they cover. */
export type TReportDays = { startDate: string; endDate: string; from: Date; to: Date };

const shift = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/**
 * The period buttons as days of the merchant's zone: TODAY, YESTERDAY, LAST_7_DAYS (today and the 6 before),
 * THIS_MONTH (the 1st to today), CUSTOM (both days required, at most 92, not reversed → VALIDATION_FAILED).
 */
export function reportDays(
  filter: Pick<TAgentReportFilter, 'period' | 'startDate' | 'endDate'>,
  now: Date,
  timeZone: string,
): TReportDays {
  const today = dayInZone(now, timeZone);
  let first: string;
  let last = today;
  switch (filter.period) {
    case 'TODAY':
      first = today;
      break;
    case 'YESTERDAY':
      first = last = shift(today, -1);
      break;
    case 'LAST_7_DAYS':
      first = shift(today, -6);
      break;
    case 'THIS_MONTH':
      first = `${today.slice(0, 8)}01`;
      break;
    case 'CUSTOM':
      if (!filter.startDate) throw new AppError('VALIDATION_FAILED', { startDate: 'required' });
      if (!filter.endDate) throw new AppError('VALIDATION_FAILED', { endDate: 'required' });
      first = filter.startDate;
      last = filter.endDate;
      break;
  }
  const { from, to } = profitRangeOfDays(first, last, now, timeZone);
  return { startDate: first, endDate: last, from, to };
}

/** Every day of the range, oldest first. */
export function daysOf(range: TReportDays): string[] {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = shift(day, 1)) days.push(day);
  return days;
}
