import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { auditingRefusal, secondOperatorRequired } from '../dual-control/second-operator.js';
import { findAdjustment } from './adjustment-view.js';
import { applyAdjustment } from './apply-adjustment.js';
import { findWalletMerchant, type TWalletMerchant } from './find-wallet-merchant.js';
import type { TAdjustment } from '@kirin/contracts';

type TPendingRow = {
  id: bigint;
  member_id: bigint;
  wallet_code: string;
  amount_minor: bigint;
  reason: string;
  status: string;
  requested_by: bigint;
};

/** The adjustment locked for the decision: one decision wins when two operators act at once. */
async function lockPending(trx: TDb, merchant: TWalletMerchant, id: bigint): Promise<TPendingRow> {
  const result = await sql<TPendingRow>`
    SELECT id, member_id, wallet_code, amount_minor, reason, status, requested_by
    FROM balance_adjustment WHERE id = ${id} AND merchant_id = ${merchant.id} FOR UPDATE`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'PENDING_APPROVAL') throw new AppError('INVALID_STATE');
  return row;
}

/**
 * A second operator approves a pending adjustment: the money moves now. The requester →
 * SECOND_OPERATOR_REQUIRED; a debit the balance no longer covers → INSUFFICIENT_FUNDS and it stays pending.
 */
export async function approveAdjustment(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
): Promise<TAdjustment> {
  const merchant = await findWalletMerchant(db, operator, code);
  const target = `adjustment:${id}`;
  await auditingRefusal(db, actor, { merchantId: merchant.id, target }, () =>
    db.transaction().execute(async (trx) => {
      const row = await lockPending(trx, merchant, id);
      if (row.requested_by === operator.id) throw secondOperatorRequired('adjustment');
      const transactionId = await applyAdjustment(trx, {
        id: row.id,
        merchantId: merchant.id,
        memberId: row.member_id,
        walletCode: row.wallet_code,
        amountMinor: row.amount_minor,
        reason: row.reason,
        currency: merchant.currency,
      });
      await trx
        .updateTable('balance_adjustment')
        .set({
          status: 'APPLIED',
          approved_by: operator.id,
          ledger_transaction_id: transactionId,
          decided_at: new Date(),
        })
        .where('id', '=', row.id)
        .execute();
      await writeAudit(trx, actor, {
        action: 'adjustment.approve',
        merchantId: merchant.id,
        target: `adjustment:${row.id}`,
        before: { status: row.status },
        after: { status: 'APPLIED', transactionId },
      });
    }),
  );
  return (await findAdjustment(db, merchant.id, id))!;
}

/**
 * Refuses a pending adjustment; nothing moves. Any operator of the role may reject, the requester too (it
 * withdraws its own request). The reason and the operator are kept on the row and in the audit log.
 */
export async function rejectAdjustment(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  reason: string,
): Promise<TAdjustment> {
  const merchant = await findWalletMerchant(db, operator, code);
  await db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, merchant, id);
    await trx
      .updateTable('balance_adjustment')
      // approved_by names the second operator only: the table refuses the requester there.
      .set({
        status: 'REJECTED',
        decided_at: new Date(),
        rejected_by: operator.id,
        rejection_reason: reason,
      })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'adjustment.reject',
      merchantId: merchant.id,
      target: `adjustment:${row.id}`,
      before: { status: row.status },
      after: { status: 'REJECTED', reason },
    });
  });
  return (await findAdjustment(db, merchant.id, id))!;
}
