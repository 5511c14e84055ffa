import type { TWithdrawal, TWithdrawalConfirmRequest } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { memberAction, type TMemberScope } from './member-action.js';

/**
 * POST /wps/member/withdrawals/:id/confirm. ALL_RECEIVED: the whole amount arrived (CONFIRMED). RECEIVED with
 * receivedAmount: that much more arrived; the total never passes the amount (VALIDATION_FAILED), and reaching
 * it confirms, else the withdrawal stays PAID with the remaining amount shown.
 */
export async function confirmWithdrawal(
  db: TDb,
  scope: TMemberScope,
  id: bigint,
  input: TWithdrawalConfirmRequest,
  now: Date = new Date(),
): Promise<TWithdrawal> {
  return memberAction(db, scope, id, now, async (trx, row) => {
    const received =
      input.result === 'ALL_RECEIVED' ? row.amount_minor : row.received_minor + BigInt(input.receivedAmount);
    if (received > row.amount_minor)
      throw new AppError('VALIDATION_FAILED', {
        receivedAmount: 'above_remaining',
        remaining: String(row.amount_minor - row.received_minor),
      });
    const isComplete = received === row.amount_minor;
    await trx
      .updateTable('withdrawal')
      .set({
        received_minor: received,
        status: isComplete ? 'CONFIRMED' : 'PAID',
        confirmed_at: isComplete ? now : null,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
  });
}
