import type { TOperator, TOperatorRole } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { announceOperatorSessionsChanged } from '../auth/operator-revocations.js';
import { assertAnotherOwnerRemains, lockOwnerChanges } from './guard-owners.js';
import {
  findOperatorRow,
  loadMerchantCodes,
  OPERATOR_VIEW_COLUMNS,
  toOperatorView,
} from './operator-view.js';

/**
 * Gives an operator another role; the new role applies to its open sessions at their next request, and open
 * support sockets check it at once (announced to every process once committed).
 */
export async function changeOperatorRole(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operatorId: bigint,
  role: TOperatorRole,
): Promise<TOperator> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockOwnerChanges(trx);
    const before = await findOperatorRow(trx, operatorId);
    if (!before) throw new AppError('NOT_FOUND');
    if (role !== 'owner') await assertAnotherOwnerRemains(trx, before);
    const after = await trx
      .updateTable('operator')
      .set({ role })
      .where('id', '=', operatorId)
      .returning(OPERATOR_VIEW_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'operator.role',
      target: `operator:${operatorId}`,
      before: { role: before.role },
      after: { role: after.role },
    });
    return toOperatorView(after, await loadMerchantCodes(trx, [after]));
  });
  await announceOperatorSessionsChanged(ctx, operatorId);
  return changed;
}
