import { LOTTERY_VN_STATIONS } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

/**
 * The merchant's Vietnamese issues not yet closed, one row per station and issue, soonest close first: the one
 * taking bets now and those made ahead (bets on an issue open only from its open_at: see open numeros).
 */
export async function listVnOpenNumeros(db: TDb, merchantId: bigint, count: number, now = new Date()) {
  const rows = await db
    .selectFrom('lottery_issue as i')
    .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
    .select(['g.code as game_code', 'g.result_source', 'i.code', 'i.station_ids', 'i.close_at', 'i.draw_at'])
    .where('g.merchant_id', '=', merchantId)
    .where('g.is_enabled', '=', true)
    .where('g.area', '=', 'VN')
    .where('i.status', '=', 'OPEN')
    .where('i.close_at', '>', now)
    .orderBy('i.close_at')
    .orderBy('g.sort_order')
    .limit(count)
    .execute();
  const numeros = rows
    .flatMap((row) =>
      row.station_ids.map((stationId) => ({
        gameCode: row.game_code,
        stationId,
        stationName: LOTTERY_VN_STATIONS[stationId as keyof typeof LOTTERY_VN_STATIONS] ?? stationId,
        numero: row.code,
        closeAt: row.close_at.toISOString(),
        drawAt: row.draw_at.toISOString(),
        isSimulated: row.result_source === 'SIMULATED',
      })),
    )
    .slice(0, count);
  return { serverTime: now.toISOString(), numeros };
}
