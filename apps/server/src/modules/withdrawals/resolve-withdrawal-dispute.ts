import type { TOpsResolveDispute, TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { postTransaction, systemAccount } from '../ledger/index.js';
import {
  heldAccountOf,
  requireStatus,
  runOperatorAction,
  type TOperatorActionInput,
} from './operator-action.js';

/**
 * DISPUTED → CONFIRMED (support found the money arrived) or → REJECTED with what did not arrive (the amount
 * less what the member confirmed) given back from WITHDRAWAL_PAYOUT to the member's main wallet, once (key
 * `withdrawal:<id>:refund`). Only a DISPUTED withdrawal: an AUTO_RECEIVED one is never refunded.
 */
export function resolveWithdrawalDispute(
  db: TDb,
  input: TOperatorActionInput,
  decision: TOpsResolveDispute,
): Promise<TOpsWithdrawal> {
  return runOperatorAction(db, input, 'withdrawal.dispute', async (trx, row) => {
    requireStatus(row, 'DISPUTED');
    const now = new Date();
    if (decision.outcome === 'RECEIVED') {
      await trx
        .updateTable('withdrawal')
        .set({
          status: 'CONFIRMED',
          received_minor: row.amount_minor,
          reason: decision.reason,
          confirmed_at: now,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      return { status: 'CONFIRMED', outcome: decision.outcome, reason: decision.reason };
    }
    const refund = row.amount_minor - row.received_minor;
    const held = await heldAccountOf(trx, row.hold_id);
    let transactionId: bigint | null = null;
    if (refund > 0n) {
      const payout = await systemAccount(trx, {
        merchantId: row.merchant_id,
        kind: 'WITHDRAWAL_PAYOUT',
        currency: held.currency,
      });
      const posted = await postTransaction(trx, {
        merchantId: row.merchant_id,
        idempotencyKey: `withdrawal:${row.id}:refund`,
        kind: 'WITHDRAWAL_REFUND',
        reference: `withdrawal:${row.id}`,
        memo: decision.reason,
        legs: [
          { accountId: payout, amountMinor: -refund },
          { accountId: held.accountId, amountMinor: refund },
        ],
      });
      transactionId = posted.transactionId;
    }
    await trx
      .updateTable('withdrawal')
      .set({ status: 'REJECTED', reason: decision.reason, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return { status: 'REJECTED', outcome: decision.outcome, refund, transactionId, reason: decision.reason };
  });
}
