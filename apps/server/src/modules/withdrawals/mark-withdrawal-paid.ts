import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { readDualControl } from '../dual-control/read-dual-control.js';
import { lockPaidAloneToday } from '../dual-control/done-alone-today.js';
import { secondOperatorRequired, type TDualControlBasis } from '../dual-control/second-operator.js';
import { postHold, systemAccount } from '../ledger/index.js';
import {
  heldAccountOf,
  requireStatus,
  runOperatorAction,
  type TOperatorActionInput,
} from './operator-action.js';
import type { TWithdrawalRow } from './withdrawal-view.js';

/**
 * Whether paying this withdrawal needs an operator other than its approver, and by which limit: its amount
 * above the single-operator limit, or (paid by its approver) what that operator has paid alone today plus
 * this amount above the daily limit. Null: the operator may pay it alone.
 */
async function secondOperatorBasisOf(
  trx: TDb,
  row: TWithdrawalRow,
  operatorId: bigint,
): Promise<{ basis: TDualControlBasis; limitMinor: bigint; paidAloneToday?: bigint } | null> {
  const limits = await readDualControl(trx, row.merchant_id);
  if (row.amount_minor > limits.withdrawalSingleMaxMinor)
    return { basis: 'AMOUNT', limitMinor: limits.withdrawalSingleMaxMinor };
  // Approved by someone else: two operators already, nothing to count.
  if (row.approved_by !== operatorId) return null;
  const paidAloneToday = await lockPaidAloneToday(trx, row.merchant_id, operatorId);
  if (paidAloneToday + row.amount_minor > limits.withdrawalDailySingleMaxMinor)
    return { basis: 'DAILY_TOTAL', limitMinor: limits.withdrawalDailySingleMaxMinor, paidAloneToday };
  return null;
}

/**
 * APPROVED → PAID: the money left for the member's bank, so the hold is posted in full to the merchant's
 * WITHDRAWAL_PAYOUT account; the member's confirmation window starts now. The operator who approved it cannot
 * also pay it (SECOND_OPERATOR_REQUIRED, `details.basis`) above the merchant's single-operator limit, nor when
 * what it has paid alone today (approved and paid) would pass the daily limit with it: splitting a payout into
 * withdrawals under the single limit does not avoid the second operator. The row is locked and the daily total
 * read under a lock per (merchant, operator), so the check and the payment are one step and racing payments
 * cannot slip past it.
 */
export function markWithdrawalPaid(
  db: TDb,
  input: TOperatorActionInput,
  reason?: string,
): Promise<TOpsWithdrawal> {
  return runOperatorAction(db, input, 'withdrawal.paid', async (trx, row) => {
    requireStatus(row, 'APPROVED');
    const dual = await secondOperatorBasisOf(trx, row, input.operator.id);
    if (dual && row.approved_by === input.operator.id) throw secondOperatorRequired('withdrawal', dual);
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
      isSecondOperatorRequired: dual !== null,
      ...(dual ? { secondOperatorBasis: dual.basis } : {}),
    };
  });
}
