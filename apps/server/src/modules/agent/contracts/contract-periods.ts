import { startOfDayInZone, zonedPartsOf, type TContractPeriodCode } from '@kirin/contracts';

/** A half-open period [start, end) of a contract, in instants; its boundaries are the merchant's wall clock. */
export type TPeriod = { start: Date; end: Date };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => {
  // Date.UTC normalises overflow (month 13, day 0), so calendar arithmetic stays simple.
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const dayStart = (timeZone: string, year: number, month: number, day: number) =>
  startOfDayInZone(isoDay(year, month, day), timeZone);

/** The start of the hour that holds `instant` in `timeZone` (zones with a half-hour offset included). */
function hourStart(instant: Date, timeZone: string): Date {
  const p = zonedPartsOf(instant, timeZone);
  return new Date(instant.getTime() - (p.minute * 60 + p.second) * 1000 - (instant.getTime() % 1000));
}

/**
 * The period of kind `period` that holds `instant`, in `timeZone`: D a day, W a week from Monday, H a
 * half-month (1st–16th, 16th–1st), M a month, 1H an hour, 5M five minutes. Half-open: an instant on a
 * boundary belongs to the period it starts.
 */
export function periodContaining(period: TContractPeriodCode, instant: Date, timeZone: string): TPeriod {
  const p = zonedPartsOf(instant, timeZone);
  switch (period) {
    case 'D':
      return {
        start: dayStart(timeZone, p.year, p.month, p.day),
        end: dayStart(timeZone, p.year, p.month, p.day + 1),
      };
    case 'W': {
      // getUTCDay of the wall-clock date: 0 Sunday … 6 Saturday; Monday starts the week.
      const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
      const back = (weekday + 6) % 7;
      return {
        start: dayStart(timeZone, p.year, p.month, p.day - back),
        end: dayStart(timeZone, p.year, p.month, p.day - back + 7),
      };
    }
    case 'H':
      return p.day < 16
        ? { start: dayStart(timeZone, p.year, p.month, 1), end: dayStart(timeZone, p.year, p.month, 16) }
        : { start: dayStart(timeZone, p.year, p.month, 16), end: dayStart(timeZone, p.year, p.month + 1, 1) };
    case 'M':
      return {
        start: dayStart(timeZone, p.year, p.month, 1),
        end: dayStart(timeZone, p.year, p.month + 1, 1),
      };
    case '1H': {
      const start = hourStart(instant, timeZone);
      return { start, end: hourStart(new Date(start.getTime() + 3_600_000 + 1_000), timeZone) };
    }
    case '5M': {
      const start = new Date(hourStart(instant, timeZone).getTime() + Math.floor(p.minute / 5) * 300_000);
      return { start, end: new Date(start.getTime() + 300_000) };
    }
    default: {
      const unknown: never = period;
      throw new Error(`unknown contract period ${String(unknown)}`);
    }
  }
}

/** When terms agreed at `instant` start: the next period's start (reference "Time"). */
export function nextPeriodStart(period: TContractPeriodCode, instant: Date, timeZone: string): Date {
  return periodContaining(period, instant, timeZone).end;
}

/** When a termination agreed at `instant` ends the terms: the end of the current period, which still settles. */
export function currentPeriodEnd(period: TContractPeriodCode, instant: Date, timeZone: string): Date {
  return periodContaining(period, instant, timeZone).end;
}
