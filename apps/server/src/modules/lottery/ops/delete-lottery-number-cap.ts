import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { type TAuditActor, writeAudit } from '../../admin/audit/write-audit.js';
import { findOpsLotteryGame } from './find-ops-lottery-game.js';
import { numberCapView } from './save-lottery-number-cap.js';

/** Lifts the cap of one number (NOT_FOUND when it has none); audited as lottery.cap-delete. */
export async function deleteLotteryNumberCap(
  db: TDb,
  actor: TAuditActor,
  input: { merchantId: bigint; gameCode: string; betCode: string; pick: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const game = await findOpsLotteryGame(trx, input.merchantId, input.gameCode);
    const deleted = await trx
      .deleteFrom('lottery_number_cap')
      .where('game_id', '=', game.id)
      .where('bet_code', '=', input.betCode)
      .where('pick', '=', input.pick)
      .returningAll()
      .executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND');
    await writeAudit(trx, actor, {
      action: 'lottery.cap-delete',
      merchantId: input.merchantId,
      target: `lottery-game:${game.id}`,
      before: numberCapView(deleted),
    });
  });
}
