import type { TOperator, TOperatorRole } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { assertAnotherOwnerRemains, lockOwnerChanges } from './guard-owners.js';
import {
  findOperatorRow,
  loadMerchantCodes,
  OPERATOR_VIEW_COLUMNS,
  toOperatorView,
} from './operator-view.js';

/** Gives an operator another role; the new role applies to its open sessions at their next request. */
export async function changeOperatorRole(
  db: TDb,
  actor: TAuditActor,
  operatorId: bigint,
  role: TOperatorRole,
): Promise<TOperator> {
  return db.transaction().execute(async (trx) => {
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
}
