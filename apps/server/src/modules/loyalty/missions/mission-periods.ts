import { dayInZone, startOfDayInZone } from '@kirin/contracts';
import type { TMissionKind } from '../../../db/tables/missions.js';

/** A mission's period [start, end) and the key its claim is stored under. */
export type TMissionPeriod = { key: string; start: Date; end: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The key of an event mission's one period. */
export const EVENT_PERIOD_KEY = 'EVENT';

/** The ISO day `count` calendar days after `day`. */
function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The period of a mission containing `now`, in the merchant's zone: DAILY the local day (key `yyyy-MM-dd`,
 * reset at local midnight), WEEKLY Monday to Monday (key `W` + the Monday), EVENT its one window.
 */
export function missionPeriod(
  mission: { kind: TMissionKind; starts_at: Date | null; ends_at: Date | null },
  now: Date,
  timeZone: string,
): TMissionPeriod {
  switch (mission.kind) {
    case 'DAILY': {
      const day = dayInZone(now, timeZone);
      return {
        key: day,
        start: startOfDayInZone(day, timeZone),
        end: startOfDayInZone(addDays(day, 1), timeZone),
      };
    }
    case 'WEEKLY': {
      const day = dayInZone(now, timeZone);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
      const monday = addDays(day, -((weekday + 6) % 7));
      return {
        key: `W${monday}`,
        start: startOfDayInZone(monday, timeZone),
        end: startOfDayInZone(addDays(monday, 7), timeZone),
      };
    }
    case 'EVENT': {
      if (!mission.starts_at || !mission.ends_at) throw new Error('an event mission without its window');
      return { key: EVENT_PERIOD_KEY, start: mission.starts_at, end: mission.ends_at };
    }
  }
}
