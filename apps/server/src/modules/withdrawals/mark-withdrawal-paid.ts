import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { postHold, systemAccount } from '../ledger/index.js';
import {
  heldAccountOf,
  requireStatus,
  runOperatorAction,
  type TOperatorActionInput,
} from './operator-action.js';

/**
 * APPROVED → PAID: the money left for the member's bank, so the hold is posted in full to the merchant's
 * WITHDRAWAL_PAYOUT account; the member's confirmation window starts now.
 */
export function markWithdrawalPaid(
  db: TDb,
  input: TOperatorActionInput,
  reason?: string,
): Promise<TOpsWithdrawal> {
  return runOperatorAction(db, input, 'withdrawal.paid', async (trx, row) => {
    requireStatus(row, 'APPROVED');
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
    return { status: 'PAID', transactionId: posted.transactionId, reason: reason ?? null };
  });
}
