import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { readDualControl } from '../dual-control/read-dual-control.js';
import { requireStatus, runOperatorAction, type TOperatorActionInput } from './operator-action.js';

/**
 * REQUESTED → APPROVED: finance may now send the money. Above the merchant's dual-control limit another
 * operator must pay it; the audit row says so.
 */
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
    const limits = await readDualControl(trx, row.merchant_id);
    return {
      status: 'APPROVED',
      reason: reason ?? null,
      isSecondOperatorRequired: row.amount_minor > limits.withdrawalSingleMaxMinor,
    };
  });
}
