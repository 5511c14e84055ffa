import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { toDualControl } from './dual-control-view.js';
import type { TDualControl, TDualControlSave } from '@kirin/contracts';
import { readDualControl } from './read-dual-control.js';

/**
 * Replaces a merchant's dual-control limits (owners only, by the route) with the audit row (before and after)
 * in the same transaction; a daily total of withdrawals or deposits left out of the body keeps its value. The
 * merchant row is locked, so two owners saving at once apply one after the other and each audit row's
 * `before` is what that save replaced.
 */
export async function saveDualControl(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: TDualControlSave,
): Promise<TDualControl> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const before = toDualControl(await readDualControl(trx, merchant.id), merchant.settings);
    await trx
      .updateTable('merchant_dual_control')
      .set({
        withdrawal_single_max_minor: BigInt(input.withdrawalSingleOperatorMax),
        deposit_single_max_minor: BigInt(input.depositSingleOperatorMax),
        adjustment_daily_single_max_minor: BigInt(input.adjustmentDailySingleOperatorMax),
        // Left out: the current value stays (the row is read under the merchant's lock just above).
        withdrawal_daily_single_max_minor: BigInt(
          input.withdrawalDailySingleOperatorMax ?? before.withdrawalDailySingleOperatorMax,
        ),
        deposit_daily_single_max_minor: BigInt(
          input.depositDailySingleOperatorMax ?? before.depositDailySingleOperatorMax,
        ),
        updated_at: sql<Date>`now()`,
      })
      .where('merchant_id', '=', merchant.id)
      .execute();
    const after = toDualControl(await readDualControl(trx, merchant.id), merchant.settings);
    const { updatedAt: _before, ...beforeLimits } = before;
    const { updatedAt: _after, ...afterLimits } = after;
    await writeAudit(trx, actor, {
      action: 'merchant.dual-control',
      merchantId: merchant.id,
      target: `merchant:${merchant.code}`,
      before: beforeLimits,
      after: afterLimits,
    });
    return after;
  });
}
