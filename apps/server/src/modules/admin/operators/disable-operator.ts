import type { TOperator } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { closeAllOperatorSessions } from '../auth/operator-sessions.js';
import { announceOperatorSessionsChanged } from '../auth/operator-revocations.js';
import { assertAnotherOwnerRemains, lockOwnerChanges } from './guard-owners.js';
import {
  findOperatorRow,
  loadMerchantCodes,
  OPERATOR_VIEW_COLUMNS,
  toOperatorView,
} from './operator-view.js';

/**
 * Disables an operator and ends its sessions at once, open support sockets included (announced to every
 * process once committed). Disabling twice changes nothing the second time.
 */
export async function disableOperator(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operatorId: bigint,
): Promise<TOperator> {
  const disabled = await ctx.db.transaction().execute(async (trx) => {
    await lockOwnerChanges(trx);
    const before = await findOperatorRow(trx, operatorId);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.is_disabled) return toOperatorView(before, await loadMerchantCodes(trx, [before]));
    await assertAnotherOwnerRemains(trx, before);
    const after = await trx
      .updateTable('operator')
      .set({ is_disabled: true })
      .where('id', '=', operatorId)
      .returning(OPERATOR_VIEW_COLUMNS)
      .executeTakeFirstOrThrow();
    const sessionsClosed = await closeAllOperatorSessions(trx, operatorId);
    await writeAudit(trx, actor, {
      action: 'operator.disable',
      target: `operator:${operatorId}`,
      before: { isDisabled: false },
      after: { isDisabled: true, sessionsClosed },
    });
    return toOperatorView(after, await loadMerchantCodes(trx, [after]));
  });
  await announceOperatorSessionsChanged(ctx, operatorId);
  return disabled;
}
