import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../admin/merchants/find-merchant-for-operator.js';
import { creditDeposit, lockDeposit } from '../credit-deposit.js';
import { findOpsDeposit } from './ops-deposit-view.js';
import type { TOpsDeposit } from './payments-ops.schemas.js';

type TDecision = { merchantCode: string; depositId: bigint; reason: string | null };

/**
 * Approves a manual bank deposit waiting for review: credited through the same use case as a gateway's PAID
 * (one ledger key per deposit), with the audit row in the same transaction. Anything else → INVALID_STATE.
 */
export async function approveDeposit(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  decision: TDecision,
): Promise<TOpsDeposit> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, decision.merchantCode);
    const deposit = await lockDeposit(trx, { id: decision.depositId });
    if (!deposit || deposit.merchant_id !== merchant.id) throw new AppError('NOT_FOUND');
    if (deposit.gateway !== 'MANUAL_BANK' || deposit.status !== 'PENDING_REVIEW')
      throw new AppError('INVALID_STATE');
    const transactionId = await creditDeposit(trx, deposit, {
      reviewedBy: operator.id,
      reason: decision.reason,
    });
    await writeAudit(trx, actor, {
      action: 'deposit.approve',
      merchantId: merchant.id,
      target: `deposit:${deposit.id}`,
      before: { status: deposit.status },
      after: { status: 'CREDITED', reason: decision.reason, ledgerTransactionId: transactionId },
    });
    return (await findOpsDeposit(trx, merchant.id, deposit.id))!;
  });
}

/**
 * Rejects a deposit still open or waiting for review: REJECTED with the reason, nothing credited, audited in
 * the same transaction. REJECTED is final: a late gateway PAID is recorded but does not credit.
 */
export async function rejectDeposit(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  decision: TDecision & { reason: string },
): Promise<TOpsDeposit> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, decision.merchantCode);
    const deposit = await lockDeposit(trx, { id: decision.depositId });
    if (!deposit || deposit.merchant_id !== merchant.id) throw new AppError('NOT_FOUND');
    if (deposit.status !== 'PENDING_REVIEW' && deposit.status !== 'CREATED')
      throw new AppError('INVALID_STATE');
    await trx
      .updateTable('deposit')
      .set({ status: 'REJECTED', reason: decision.reason, reviewed_by: operator.id, updated_at: new Date() })
      .where('id', '=', deposit.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'deposit.reject',
      merchantId: merchant.id,
      target: `deposit:${deposit.id}`,
      before: { status: deposit.status },
      after: { status: 'REJECTED', reason: decision.reason },
    });
    return (await findOpsDeposit(trx, merchant.id, deposit.id))!;
  });
}
