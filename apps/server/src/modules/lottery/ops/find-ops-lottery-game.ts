import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';

/** The merchant's game with this code, enabled or not (NOT_FOUND otherwise); `isLocked` holds it FOR UPDATE. */
export async function findOpsLotteryGame(
  db: TDb,
  merchantId: bigint,
  gameCode: string,
  options: { isLocked?: boolean } = {},
): Promise<TLotteryGameRow> {
  let query = db
    .selectFrom('lottery_game')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode);
  if (options.isLocked) query = query.forUpdate();
  const game = await query.executeTakeFirst();
  if (!game) throw new AppError('NOT_FOUND');
  return game;
}
