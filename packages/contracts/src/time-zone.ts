import { z } from 'zod';

/**
 * Times in a merchant's time zone (docs/site.md "Times in the merchant's zone"): every time the site shows,
 * and every day a records filter means, is a day of the merchant's IANA zone, like the lottery draw codes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone: numeric parts on a 24-hour clock (building one is slow). */
function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export type TZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The wall-clock parts of `instant` in `timeZone` (the viewer's own zone when none is given). */
export function zonedPartsOf(instant: Date, timeZone?: string): TZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Asia/Ho_Chi_Minh", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().min(1).max(64).refine(isTimeZone, 'time_zone_rule');

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of `instant` in `timeZone`, as ISO `yyyy-MM-dd`. */
export function dayInZone(instant: Date, timeZone: string): string {
  const p = zonedPartsOf(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds (whole seconds). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedPartsOf(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant an ISO day (`yyyy-MM-dd`) starts in `timeZone`. The offset is taken twice, so a day that
 * starts just after a daylight-saving change still lands on its own midnight.
 */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - zoneOffsetMs(new Date(first), timeZone));
}

/** The zone's offset as people read it: "GMT+7", "GMT+5:30", "GMT" (at `instant`, for zones with DST). */
export function zoneOffsetLabel(timeZone: string, instant: Date = new Date()): string {
  const minutes = Math.round(zoneOffsetMs(instant, timeZone) / 60_000);
  if (minutes === 0) return 'GMT';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}
