import type { TDb } from '../../db/database.js';
import type { TLotteryGameRow } from './lottery-game-schedule.js';
import type { TLotteryGameView } from '@kirin/contracts';

/** The merchant's enabled game with this code, or undefined (disabled games are not shown on the site). */
export function findEnabledLotteryGame(db: TDb, merchantId: bigint, gameCode: string) {
  return db
    .selectFrom('lottery_game')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode)
    .where('is_enabled', '=', true)
    .executeTakeFirst();
}

/** A game row as the site and the operators see it. */
export function lotteryGameView(row: TLotteryGameRow): TLotteryGameView {
  return {
    gameCode: row.code,
    engineCode: row.engine_code,
    family: row.family,
    area: row.area,
    prizeMode: row.prize_mode,
    names: row.names,
    stationId: row.station_id,
    periodMinutes: row.period_minutes,
    isSuspended: row.is_suspended,
    resultSource: row.result_source,
    isSimulated: row.result_source === 'SIMULATED',
    sortOrder: row.sort_order,
  };
}
