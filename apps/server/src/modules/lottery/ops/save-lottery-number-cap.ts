import {
  findLotteryBetType,
  lotteryBetTypesOf,
  validateLotteryPicks,
  type TOpsNumberCapSave,
} from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TLotteryNumberCapTable } from '../../../db/tables/lottery.js';
import { AppError } from '../../../platform/errors.js';
import { engineGameOf } from '../lottery-game-schedule.js';
import { type TAuditActor, writeAudit } from '../../admin/audit/write-audit.js';
import { findOpsLotteryGame } from './find-ops-lottery-game.js';

/** A cap row as operators read it. */
export function numberCapView(row: Selectable<TLotteryNumberCapTable>) {
  return {
    betCode: row.bet_code,
    pick: row.pick,
    mode: row.mode,
    liabilityCapMinor: row.liability_cap_minor === null ? null : Number(row.liability_cap_minor),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Why the cap is refused: a bet code the game does not sell, a pick its spec refuses, a LIMIT without amount. */
function capProblem(betCodes: Set<string>, cap: TOpsNumberCapSave): Record<string, string> | null {
  const definition = betCodes.has(cap.betCode) ? findLotteryBetType(cap.betCode) : undefined;
  if (!definition) return { betCode: 'not a bet type of this game' };
  // One pick is capped at a time: only the pick's own format, range or option is checked, not the count.
  const problem = validateLotteryPicks(definition, [cap.pick]).find(
    (p) => p.code === 'PICK_FORMAT' || p.code === 'PICK_RANGE' || p.code === 'PICK_OPTION',
  );
  if (problem) return { pick: problem.message };
  if (cap.mode === 'LIMIT' && cap.liabilityCapMinor === undefined)
    return { liabilityCapMinor: 'a LIMIT cap needs its amount' };
  if (cap.mode !== 'LIMIT' && cap.liabilityCapMinor !== undefined)
    return { liabilityCapMinor: 'only a LIMIT cap has an amount' };
  return null;
}

/** Adds or replaces the cap of one number of one bet type; audited as lottery.cap-save. */
export async function saveLotteryNumberCap(
  db: TDb,
  actor: TAuditActor,
  input: { merchantId: bigint; gameCode: string; cap: TOpsNumberCapSave },
  now = new Date(),
) {
  const { cap } = input;
  return db.transaction().execute(async (trx) => {
    const game = await findOpsLotteryGame(trx, input.merchantId, input.gameCode);
    const betCodes = new Set(lotteryBetTypesOf(engineGameOf(game)).map((bet) => bet.code));
    const problem = capProblem(betCodes, cap);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
    const before = await trx
      .selectFrom('lottery_number_cap')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('bet_code', '=', cap.betCode)
      .where('pick', '=', cap.pick)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      mode: cap.mode,
      liability_cap_minor: cap.liabilityCapMinor === undefined ? null : BigInt(cap.liabilityCapMinor),
      updated_at: now,
    };
    const saved = await trx
      .insertInto('lottery_number_cap')
      .values({ game_id: game.id, bet_code: cap.betCode, pick: cap.pick, ...values })
      .onConflict((oc) => oc.columns(['game_id', 'bet_code', 'pick']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'lottery.cap-save',
      merchantId: input.merchantId,
      target: `lottery-game:${game.id}`,
      before: before ? numberCapView(before) : null,
      after: numberCapView(saved),
    });
    return numberCapView(saved);
  });
}
