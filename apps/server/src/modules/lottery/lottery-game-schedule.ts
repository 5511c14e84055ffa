import {
  findLotteryGame,
  lotteryIssuesBetween,
  type TLotteryGame,
  type TLotteryIssue,
} from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TLotteryGameTable } from '../../db/tables/lottery.js';

export type TLotteryGameRow = Selectable<TLotteryGameTable>;

const DAY_MS = 86_400_000;
/** A single station draws at least weekly: its previous draw is found within this many days. */
const STATION_LOOKBACK_DAYS = 8;

/** The engine's game behind a merchant's row, with the row's code, offset and schedule overrides applied. */
export function engineGameOf(row: TLotteryGameRow): TLotteryGame {
  const base = findLotteryGame(row.engine_code);
  if (!base) throw new Error(`lottery game ${row.code}: unknown engine game ${row.engine_code}`);
  const schedule: TLotteryGame['schedule'] =
    base.schedule.type === 'INTERVAL'
      ? {
          type: 'INTERVAL',
          intervalMinutes: row.period_minutes ?? base.schedule.intervalMinutes,
          closeBeforeDrawSeconds: row.close_before_draw_seconds ?? base.schedule.closeBeforeDrawSeconds,
        }
      : {
          ...base.schedule,
          drawTime: row.draw_time ?? base.schedule.drawTime,
          closeTime: row.close_time ?? base.schedule.closeTime,
        };
  return { ...base, code: row.code, utcOffsetMinutes: row.utc_offset_minutes, schedule };
}

/**
 * The row's issues drawn in [from, to), from the engine's `lotteryIssuesBetween`. A single-station
 * Vietnamese game keeps only its station's days, each open from that station's previous draw.
 */
export function lotteryGameIssuesBetween(row: TLotteryGameRow, from: Date, to: Date): TLotteryIssue[] {
  const game = engineGameOf(row);
  const stationId = row.station_id;
  if (!stationId) return lotteryIssuesBetween(game, from, to);
  const earlier = new Date(from.getTime() - STATION_LOOKBACK_DAYS * DAY_MS);
  const ofStation = lotteryIssuesBetween(game, earlier, to).filter((issue) =>
    issue.stationIds.includes(stationId),
  );
  return ofStation.flatMap((issue, i) => {
    const previous = ofStation[i - 1];
    if (!previous || issue.drawAt < from) return [];
    return [{ ...issue, stationIds: [stationId], openAt: previous.drawAt }];
  });
}
