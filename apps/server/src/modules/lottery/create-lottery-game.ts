import { findLotteryGame, LOTTERY_VN_WEEKLY_STATIONS } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TLotteryPrizeMode, TLotteryResultSource } from '../../db/tables/lottery.js';
import type { TLotteryGameRow } from './lottery-game-schedule.js';
import { currentLotteryOdds } from './odds/lottery-odds.js';

export type TCreateLotteryGame = {
  engineCode: string;
  /** The merchant's code; defaults to the engine's (a station game needs its own, e.g. VN_MN_HCM). */
  code?: string;
  stationId?: string;
  resultSource?: TLotteryResultSource;
  feedUrl?: string;
  names?: Record<string, string>;
  sortOrder?: number;
  isEnabled?: boolean;
};

const PRIZE_MODE_OF_AREA: Record<'VN' | 'SEA' | 'ELOTT', TLotteryPrizeMode> = {
  VN: 'Lott',
  SEA: 'SEA',
  ELOTT: 'Elott',
};

/**
 * Adds one of the engine's games to a merchant, its family, area, offset and period copied from the engine.
 * Fast games are always drawn in house; official ones default to operator entry.
 */
export async function createLotteryGame(
  db: TDb,
  merchantId: bigint,
  input: TCreateLotteryGame,
): Promise<TLotteryGameRow> {
  const engine = findLotteryGame(input.engineCode);
  if (!engine) throw new Error(`unknown engine game ${input.engineCode}`);
  const schedule = engine.schedule;
  if (input.stationId) {
    const region = engine.vnRegion;
    if (!region || !LOTTERY_VN_WEEKLY_STATIONS[region].some((day) => day.includes(input.stationId as never)))
      throw new Error(`${input.stationId} is not a station of ${engine.code}`);
  }
  const isFast = schedule.type === 'INTERVAL';
  const game = await db
    .insertInto('lottery_game')
    .values({
      merchant_id: merchantId,
      code: input.code ?? engine.code,
      engine_code: engine.code,
      family: engine.family,
      area: engine.area,
      prize_mode: PRIZE_MODE_OF_AREA[engine.area],
      names: JSON.stringify(input.names ?? { EN: input.code ?? engine.code }),
      utc_offset_minutes: engine.utcOffsetMinutes,
      period_minutes: isFast ? schedule.intervalMinutes : null,
      close_before_draw_seconds: isFast ? schedule.closeBeforeDrawSeconds : null,
      station_id: input.stationId ?? null,
      result_source: isFast ? 'INHOUSE' : (input.resultSource ?? 'OPERATOR'),
      feed_url: input.feedUrl ?? null,
      sort_order: input.sortOrder ?? 0,
      is_enabled: input.isEnabled ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Version 1 of its odds now, so the first bet and the operator's first read agree on it.
  await currentLotteryOdds(db, game);
  return game;
}
