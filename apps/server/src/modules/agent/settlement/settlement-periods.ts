import { dayInZone, startOfDayInZone, zonedPartsOf } from '@kirin/contracts';
import type { TContractPeriod } from '../../../db/tables/agent.js';

/** A half-open settlement period [start, end) in the merchant's zone. */
export type TPeriod = { start: Date; end: Date };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The ISO day `count` days after `day` (calendar days). */
function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The 1st of the month `count` months after `day`'s month. */
function firstOfMonth(day: string, count: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + count, 1));
  return d.toISOString().slice(0, 10);
}

/** The start of `instant`'s wall-clock minute block of `minutes` in the zone (zones are offset by whole quarter hours). */
function floorInZone(instant: Date, timeZone: string, minutes: number): Date {
  const p = zonedPartsOf(instant, timeZone);
  const intoBlockMs = ((p.minute % minutes) * 60 + p.second) * 1000 + (instant.getTime() % 1000);
  return new Date(instant.getTime() - intoBlockMs);
}

/**
 * The period of kind `kind` that contains `instant`, in `timeZone`: 5M and 1H wall-clock blocks; D a day;
 * W Monday to Monday; H the 1st to the 16th, then the 16th to the next 1st; M a calendar month.
 */
export function periodContaining(kind: TContractPeriod, instant: Date, timeZone: string): TPeriod {
  switch (kind) {
    case '5M': {
      const start = floorInZone(instant, timeZone, 5);
      return { start, end: new Date(start.getTime() + 5 * MINUTE_MS) };
    }
    case '1H': {
      const start = floorInZone(instant, timeZone, 60);
      return { start, end: new Date(start.getTime() + 60 * MINUTE_MS) };
    }
    case 'D': {
      const day = dayInZone(instant, timeZone);
      return { start: startOfDayInZone(day, timeZone), end: startOfDayInZone(addDays(day, 1), timeZone) };
    }
    case 'W': {
      const day = dayInZone(instant, timeZone);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
      const monday = addDays(day, -((weekday + 6) % 7));
      return {
        start: startOfDayInZone(monday, timeZone),
        end: startOfDayInZone(addDays(monday, 7), timeZone),
      };
    }
    case 'H': {
      const day = dayInZone(instant, timeZone);
      const first = firstOfMonth(day, 0);
      const sixteenth = `${first.slice(0, 8)}16`;
      return day < sixteenth
        ? { start: startOfDayInZone(first, timeZone), end: startOfDayInZone(sixteenth, timeZone) }
        : {
            start: startOfDayInZone(sixteenth, timeZone),
            end: startOfDayInZone(firstOfMonth(day, 1), timeZone),
          };
    }
    case 'M': {
      const day = dayInZone(instant, timeZone);
      return {
        start: startOfDayInZone(firstOfMonth(day, 0), timeZone),
        end: startOfDayInZone(firstOfMonth(day, 1), timeZone),
      };
    }
  }
}

/** The period just before `period` (same kind). */
export function previousPeriod(kind: TContractPeriod, period: TPeriod, timeZone: string): TPeriod {
  return periodContaining(kind, new Date(period.start.getTime() - 1), timeZone);
}

/** How long after a period closes its settlement waits for late vendor data (reference note, "Time"). */
export const SETTLE_GRACE_MS: Record<
  'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY',
  number
> = {
  REALTIME_SALARY: 0,
  HOURLY_SALARY: 0,
  // 02:05 the next day for yesterday, 02:10 for the dividend period that just closed.
  DAILY_SALARY: (2 * 60 + 5) * MINUTE_MS,
  DIVIDEND: (2 * 60 + 10) * MINUTE_MS,
};

/** The last period of `kind` that closed at least `graceMs` before `now`: the one a job settles at `now`. */
export function lastClosedPeriod(
  kind: TContractPeriod,
  now: Date,
  timeZone: string,
  graceMs: number,
): TPeriod {
  const current = periodContaining(kind, new Date(now.getTime() - graceMs), timeZone);
  return previousPeriod(kind, current, timeZone);
}
