import { dayInZone } from '@kirin/contracts';

/** The quick choices of a records page's date range; CUSTOM takes the two dates the member types. */
export const DAY_RANGE_PRESETS = ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'CUSTOM'] as const;
export type TDayRangePreset = (typeof DAY_RANGE_PRESETS)[number];

/** Whole days, both included, as ISO `yyyy-MM-dd`. */
export type TDayRange = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
/** The server refuses a personal-profit range longer than this (ODSFE2_personalProfit). */
export const MAX_PROFIT_RANGE_DAYS = 92;

const PRESET_LENGTH_DAYS: Record<Exclude<TDayRangePreset, 'CUSTOM'>, number> = {
  TODAY: 1,
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
};

/**
 * The days a preset covers, ending today inclusive. Days are the merchant's (`timeZone`, its whitelabel
 * zone): the server counts the filter's days in that zone too, so "today" is the same for every member
 * whatever their device's zone (docs/site.md).
 */
export function dayRangeOf(
  preset: Exclude<TDayRangePreset, 'CUSTOM'>,
  now: Date = new Date(),
  timeZone = 'UTC',
): TDayRange {
  const endDate = dayInZone(now, timeZone);
  // Whole calendar days back from today's date, not 24-hour steps (a zone may change its clock).
  const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - (PRESET_LENGTH_DAYS[preset] - 1) * DAY_MS);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}

/** How many days a range covers, both ends included. */
export function daysInRange({ startDate, endDate }: TDayRange): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
}

/** Why a custom range cannot be asked for (a translation key), or null when it can. */
export function dayRangeProblem(range: Partial<TDayRange>, maxDays?: number): string | null {
  if (!range.startDate || !range.endDate) return 'records_date_required';
  // ISO days compare correctly as text.
  if (range.startDate > range.endDate) return 'records_date_range_invalid';
  if (maxDays !== undefined && daysInRange(range as TDayRange) > maxDays)
    return 'records_date_range_too_long';
  return null;
}
