import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { voidHold } from '../ledger/index.js';
import { requireStatus, runOperatorAction, type TOperatorActionInput } from './operator-action.js';

/** REQUESTED or APPROVED → REJECTED with the member-visible reason; the hold is voided, the money available again. */
export function rejectWithdrawal(
  db: TDb,
  input: TOperatorActionInput,
  reason: string,
): Promise<TOpsWithdrawal> {
  return runOperatorAction(db, input, 'withdrawal.reject', async (trx, row) => {
    requireStatus(row, 'REQUESTED', 'APPROVED');
    await voidHold(trx, row.hold_id);
    await trx
      .updateTable('withdrawal')
      .set({ status: 'REJECTED', reason, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    return { status: 'REJECTED', reason };
  });
}
