import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { requireStatus, runOperatorAction, type TOperatorActionInput } from './operator-action.js';

/** REQUESTED → APPROVED: finance may now send the money. */
export function approveWithdrawal(
  db: TDb,
  input: TOperatorActionInput,
  reason?: string,
): Promise<TOpsWithdrawal> {
  return runOperatorAction(db, input, 'withdrawal.approve', async (trx, row) => {
    requireStatus(row, 'REQUESTED');
    await trx
      .updateTable('withdrawal')
      .set({ status: 'APPROVED', approved_by: input.operator.id, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    return { status: 'APPROVED', reason: reason ?? null };
  });
}
