import type { TDb } from '../../db/database.js';
import type { TLotteryArea } from '../../db/tables/lottery.js';

/** Each enabled game's issue taking bets at `now` (open from open_at until before close_at). */
export async function listOpenNumeros(db: TDb, merchantId: bigint, now = new Date()) {
  return { serverTime: now.toISOString(), games: await findOpenNumeros(db, merchantId, now) };
}

/**
 * The issues taking bets at `now`, one per enabled game (of one area, or all), in the operator's order: shared
 * by the open-numeros call and the lobby's game menu.
 */
export async function findOpenNumeros(db: TDb, merchantId: bigint, now: Date, area?: TLotteryArea) {
  let query = db
    .selectFrom('lottery_issue as i')
    .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
    .select([
      'g.code as game_code',
      'g.prize_mode',
      'g.area',
      'g.is_suspended',
      'g.result_source',
      'i.code',
      'i.station_ids',
      'i.open_at',
      'i.close_at',
      'i.draw_at',
      'i.server_seed_hash',
    ])
    .where('g.merchant_id', '=', merchantId)
    .where('g.is_enabled', '=', true)
    .where('i.status', '=', 'OPEN')
    .where('i.open_at', '<=', now)
    .where('i.close_at', '>', now);
  if (area) query = query.where('g.area', '=', area);
  const rows = await query.orderBy('g.sort_order').orderBy('g.id').execute();
  return rows.map((row) => ({
    gameCode: row.game_code,
    prizeMode: row.prize_mode,
    area: row.area,
    numero: row.code,
    stationIds: row.station_ids,
    openAt: row.open_at.toISOString(),
    closeAt: row.close_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    isSuspended: row.is_suspended,
    resultSource: row.result_source,
    isSimulated: row.result_source === 'SIMULATED',
  }));
}
