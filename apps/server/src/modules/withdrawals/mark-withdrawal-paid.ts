import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { readDualControl } from '../dual-control/read-dual-control.js';
import { secondOperatorRequired } from '../dual-control/second-operator.js';
import { postHold, systemAccount } from '../ledger/index.js';
import {
  heldAccountOf,
  requireStatus,
  runOperatorAction,
  type TOperatorActionInput,
} from './operator-action.js';

/**
 * APPROVED → PAID: the money left for the member's bank, so the hold is posted in full to the merchant's
 * WITHDRAWAL_PAYOUT account; the member's confirmation window starts now. Above the merchant's
 * dual-control limit the operator who approved it cannot also pay it (SECOND_OPERATOR_REQUIRED): the row is
 * locked, so the check and the payment are one step and racing operators cannot slip past it.
 */
export function markWithdrawalPaid(
  db: TDb,
  input: TOperatorActionInput,
  reason?: string,
): Promise<TOpsWithdrawal> {
  return runOperatorAction(db, input, 'withdrawal.paid', async (trx, row) => {
    requireStatus(row, 'APPROVED');
    const limits = await readDualControl(trx, row.merchant_id);
    const isDual = row.amount_minor > limits.withdrawalSingleMaxMinor;
    if (isDual && row.approved_by === input.operator.id)
      throw secondOperatorRequired('withdrawal', limits.withdrawalSingleMaxMinor);
    const held = await heldAccountOf(trx, row.hold_id);
    const payout = await systemAccount(trx, {
      merchantId: row.merchant_id,
      kind: 'WITHDRAWAL_PAYOUT',
      currency: held.currency,
    });
    const posted = await postHold(trx, {
      holdId: row.hold_id,
      amountMinor: row.amount_minor,
      toAccountId: payout,
      kind: 'WITHDRAWAL',
      reference: `withdrawal:${row.id}`,
    });
    const now = new Date();
    await trx
      .updateTable('withdrawal')
      .set({ status: 'PAID', paid_by: input.operator.id, paid_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return {
      status: 'PAID',
      transactionId: posted.transactionId,
      reason: reason ?? null,
      approvedBy: row.approved_by,
      isSecondOperatorRequired: isDual,
    };
  });
}
