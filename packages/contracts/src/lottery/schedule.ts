/**
 * Lottery games and their draw schedules, as data, and the issues (期号, "numeros") they produce. Every game's
 * timezone is a fixed UTC offset: Vietnam and Thailand UTC+7, Malaysia, Singapore and the fast games UTC+8, none
 * with daylight saving, so plain arithmetic on offsets is exact and needs no date library.
 */
import type { TLotteryBetDefinition } from './bet-definition.js';
import { LOTTERY_BET_TYPES } from './bet-types.js';
import type { TLotteryFamily } from './draw-model.js';
import { lotteryVnStationsOn, type TLotteryVnRegion } from './stations.js';

export type TLotterySchedule =
  /** Fast games: period n of a local day draws at midnight + n × interval; code YYYYMMDD-NNNN. */
  | { type: 'INTERVAL'; intervalMinutes: number; closeBeforeDrawSeconds: number }
  /** Draws on some weekdays (0 = Sunday) at a local time; code YYYYMMDD. */
  | { type: 'WEEKLY'; weekdays: readonly number[]; drawTime: string; closeTime: string }
  /** Draws on some days of the month (Thai 1st and 16th); code YYYYMMDD. */
  | { type: 'MONTH_DAYS'; days: readonly number[]; drawTime: string; closeTime: string };

export type TLotteryGame = {
  code: string;
  family: TLotteryFamily;
  /** The spec's lottery areas: Vietnamese (LOTT), South-East Asian (SEA), fast in-house (ELOTT). */
  area: 'VN' | 'SEA' | 'ELOTT';
  utcOffsetMinutes: number;
  schedule: TLotterySchedule;
  /** The codes of the bet types this game offers start with it (the two 4D markets share a family). */
  betCodePrefix: string;
  /** Vietnamese games: the region whose stations draw (one issue a day covers that day's stations). */
  vnRegion?: TLotteryVnRegion;
};

export type TLotteryIssue = {
  gameCode: string;
  issueCode: string;
  /** Vietnamese issues: the day's stations, đài chính first; empty elsewhere. */
  stationIds: readonly string[];
  /** Bets are taken from openAt (the previous draw) until before closeAt; drawAt is when the draw starts. */
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const UTC7 = 7 * 60;
const UTC8 = 8 * 60;

/** Vietnamese draws start at 16:15 (South), 17:15 (Central), 18:15 (North); bets close 15 minutes before. */
const vn = (code: string, vnRegion: TLotteryVnRegion, drawTime: string, closeTime: string): TLotteryGame => ({
  code,
  family: vnRegion === 'NORTH' ? 'VN_NORTH' : 'VN_SOUTH',
  area: 'VN',
  utcOffsetMinutes: UTC7,
  schedule: { type: 'WEEKLY', weekdays: EVERY_DAY, drawTime, closeTime },
  betCodePrefix: vnRegion === 'NORTH' ? 'VN_MB_' : 'VN_MN_',
  vnRegion,
});

/** Fast games every 1, 3 or 5 minutes; the 1-minute game takes bets for 45 s (the reference's design). */
const fast = (family: 'SSC' | 'PK10' | 'K3' | '11X5', minutes: 1 | 3 | 5): TLotteryGame => ({
  code: `${family === '11X5' ? 'X115' : family}_${minutes}M`,
  betCodePrefix: `${family === '11X5' ? 'X115' : family}_`,
  family,
  area: 'ELOTT',
  utcOffsetMinutes: UTC8,
  schedule: { type: 'INTERVAL', intervalMinutes: minutes, closeBeforeDrawSeconds: minutes === 1 ? 15 : 30 },
});

export const LOTTERY_GAMES: readonly TLotteryGame[] = [
  vn('VN_MN', 'SOUTH', '16:15', '16:00'),
  vn('VN_MT', 'CENTRAL', '17:15', '17:00'),
  vn('VN_MB', 'NORTH', '18:15', '18:00'),
  // Magnum draws Wed, Sat, Sun; its draw time is not in the reference (weak): 19:00 with sales to 18:30.
  {
    code: 'MY_4D',
    betCodePrefix: 'MY_4D_',
    family: '4D',
    area: 'SEA',
    utcOffsetMinutes: UTC8,
    schedule: { type: 'WEEKLY', weekdays: [0, 3, 6], drawTime: '19:00', closeTime: '18:30' },
  },
  {
    code: 'SG_4D',
    betCodePrefix: 'SG_4D_',
    family: '4D',
    area: 'SEA',
    utcOffsetMinutes: UTC8,
    schedule: { type: 'WEEKLY', weekdays: [0, 3, 6], drawTime: '18:30', closeTime: '18:00' },
  },
  // Televised 15:00–16:00; online bets close 15:30 (the reference). drawAt is when the board is complete.
  {
    code: 'THAI_GOV',
    betCodePrefix: 'THAI_',
    family: 'THAI',
    area: 'SEA',
    utcOffsetMinutes: UTC7,
    schedule: { type: 'MONTH_DAYS', days: [1, 16], drawTime: '16:00', closeTime: '15:30' },
  },
  ...(['SSC', 'PK10', 'K3', '11X5'] as const).flatMap((family) =>
    ([1, 3, 5] as const).map((minutes) => fast(family, minutes)),
  ),
];

/** The bet types a game offers, in table order. */
export function lotteryBetTypesOf(game: TLotteryGame): TLotteryBetDefinition[] {
  return LOTTERY_BET_TYPES.filter(
    (bet) => bet.code.startsWith(game.betCodePrefix) && bet.family === game.family,
  );
}

/** The game with this code, or undefined. */
export function findLotteryGame(code: string): TLotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The local day (as a UTC midnight timestamp of the same calendar date) holding an instant. */
const localDayOf = (instant: number, offsetMinutes: number) =>
  Math.floor((instant + offsetMinutes * MINUTE_MS) / DAY_MS) * DAY_MS;

const dayCode = (localDay: number) => new Date(localDay).toISOString().slice(0, 10).replaceAll('-', '');

/** The draws of one local day in time order, without open times (filled in from the previous draw). */
function drawsOfDay(game: TLotteryGame, localDay: number): Omit<TLotteryIssue, 'openAt'>[] {
  const offsetMs = game.utcOffsetMinutes * MINUTE_MS;
  const atLocal = (minutes: number) => new Date(localDay - offsetMs + minutes * MINUTE_MS);
  const schedule = game.schedule;
  const day = new Date(localDay);
  switch (schedule.type) {
    case 'INTERVAL': {
      const periods = Math.floor((24 * 60) / schedule.intervalMinutes);
      return Array.from({ length: periods }, (_, i) => {
        const drawAt = atLocal((i + 1) * schedule.intervalMinutes);
        return {
          gameCode: game.code,
          issueCode: `${dayCode(localDay)}-${String(i + 1).padStart(4, '0')}`,
          stationIds: [],
          closeAt: new Date(drawAt.getTime() - schedule.closeBeforeDrawSeconds * 1000),
          drawAt,
        };
      });
    }
    case 'WEEKLY':
    case 'MONTH_DAYS': {
      const drawsToday =
        schedule.type === 'WEEKLY'
          ? schedule.weekdays.includes(day.getUTCDay())
          : schedule.days.includes(day.getUTCDate());
      if (!drawsToday) return [];
      return [
        {
          gameCode: game.code,
          issueCode: dayCode(localDay),
          stationIds: game.vnRegion ? [...lotteryVnStationsOn(game.vnRegion, day.getUTCDay())] : [],
          closeAt: atLocal(minutesOf(schedule.closeTime)),
          drawAt: atLocal(minutesOf(schedule.drawTime)),
        },
      ];
    }
  }
}

/** How far back to look for the draw before a range: a month and a half covers the Thai twice-monthly draw. */
const LOOKBACK_DAYS = 46;

/** The last draw of the days before `firstDay`: the open instant of the first issue of `firstDay`. */
function lastDrawBefore(game: TLotteryGame, firstDay: number): Date {
  for (let back = 1; back <= LOOKBACK_DAYS; back++) {
    const drawAt = drawsOfDay(game, firstDay - back * DAY_MS).at(-1)?.drawAt;
    if (drawAt) return drawAt;
  }
  throw new Error(`${game.code} has no draw in the ${LOOKBACK_DAYS} days before the range`);
}

/**
 * The game's issues whose draw falls in [from, to), in order, each with its open (the previous draw), close and
 * draw instants in UTC. Fast-game periods are numbered from 0001 at local midnight; the last period of a day
 * draws at the next local midnight and keeps its day's date.
 */
export function lotteryIssuesBetween(game: TLotteryGame, from: Date, to: Date): TLotteryIssue[] {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end >= start)) throw new Error('the range ends after it starts');
  // The day before the range may hold a draw inside it (a fast game's last period draws at midnight).
  const firstDay = localDayOf(start, game.utcOffsetMinutes) - DAY_MS;
  const lastDay = localDayOf(end, game.utcOffsetMinutes);
  let previousDrawAt = lastDrawBefore(game, firstDay);
  const issues: TLotteryIssue[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY_MS)
    for (const draw of drawsOfDay(game, day)) {
      const openAt = previousDrawAt;
      previousDrawAt = draw.drawAt;
      const drawAt = draw.drawAt.getTime();
      if (drawAt >= start && drawAt < end) issues.push({ ...draw, openAt });
    }
  return issues;
}

/** Whether an issue takes bets at `now` by the server clock: from its open instant until before its close. */
export function isLotteryIssueOpen(issue: TLotteryIssue, now: Date): boolean {
  return issue.openAt.getTime() <= now.getTime() && now.getTime() < issue.closeAt.getTime();
}

/**
 * The issue taking bets at `now`, or undefined between a close and the next draw (the fast games' result
 * seconds) and on days without a draw before the next open. Looks ahead at most `LOOKBACK_DAYS`.
 */
export function lotteryOpenIssueAt(game: TLotteryGame, now: Date): TLotteryIssue | undefined {
  // Only the first draw after `now` can be open; look a day ahead first so a fast game builds one day, not 46.
  for (const days of [1, LOOKBACK_DAYS]) {
    const horizon = new Date(now.getTime() + days * DAY_MS);
    const next = lotteryIssuesBetween(game, now, horizon).find((issue) => issue.drawAt > now);
    if (next) return isLotteryIssueOpen(next, now) ? next : undefined;
  }
  return undefined;
}
