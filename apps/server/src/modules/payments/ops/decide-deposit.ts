import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../admin/merchants/find-merchant-for-operator.js';
import { readDualControl } from '../../dual-control/read-dual-control.js';
import { auditingRefusal, secondOperatorRequired } from '../../dual-control/second-operator.js';
import { creditDeposit, lockDeposit } from '../credit-deposit.js';
import { findOpsDeposit } from './ops-deposit-view.js';
import type { TOpsDeposit } from './payments-ops.schemas.js';

type TDecision = { merchantCode: string; depositId: bigint; reason: string | null };

/**
 * Approves a manual bank deposit waiting for review: credited through the same use case as a gateway's PAID
 * (one ledger key per deposit), with the audit row in the same transaction. Anything else → INVALID_STATE.
 *
 * Above the merchant's dual-control limit it takes two different operators: the first approval is recorded
 * (`firstApprovedBy`, audit `deposit.approve-first`) and the deposit stays PENDING_REVIEW; the same operator
 * again → SECOND_OPERATOR_REQUIRED (audited as a refusal); another operator's approval credits it. Every step
 * runs under the deposit's row lock, so two approvals at once are taken one after the other.
 */
export async function approveDeposit(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  decision: TDecision,
): Promise<TOpsDeposit> {
  const merchant = await findMerchantForOperator(db, operator, decision.merchantCode);
  const target = `deposit:${decision.depositId}`;
  return auditingRefusal(db, actor, { merchantId: merchant.id, target }, () =>
    db.transaction().execute(async (trx) => {
      const deposit = await lockDeposit(trx, { id: decision.depositId });
      if (!deposit || deposit.merchant_id !== merchant.id) throw new AppError('NOT_FOUND');
      if (deposit.gateway !== 'MANUAL_BANK' || deposit.status !== 'PENDING_REVIEW')
        throw new AppError('INVALID_STATE');
      const limits = await readDualControl(trx, merchant.id);
      const isDual = deposit.amount_minor > limits.depositSingleMaxMinor;
      const firstApprover = isDual ? await firstApproverOf(trx, deposit.id) : null;
      if (isDual && firstApprover === null) {
        await recordFirstApproval(trx, deposit.id, operator.id);
        await writeAudit(trx, actor, {
          action: 'deposit.approve-first',
          merchantId: merchant.id,
          target,
          before: { status: deposit.status },
          after: { status: deposit.status, reason: decision.reason, limit: limits.depositSingleMaxMinor },
        });
        return (await findOpsDeposit(trx, merchant.id, deposit.id))!;
      }
      if (isDual && firstApprover === operator.id)
        throw secondOperatorRequired('deposit', limits.depositSingleMaxMinor);
      const transactionId = await creditDeposit(trx, deposit, {
        reviewedBy: operator.id,
        reason: decision.reason,
      });
      await writeAudit(trx, actor, {
        action: 'deposit.approve',
        merchantId: merchant.id,
        target,
        before: { status: deposit.status },
        after: {
          status: 'CREDITED',
          reason: decision.reason,
          ledgerTransactionId: transactionId,
          firstApprovedBy: firstApprover,
        },
      });
      return (await findOpsDeposit(trx, merchant.id, deposit.id))!;
    }),
  );
}

/** Who gave the first of two approvals (the caller holds the deposit's lock), or null. */
async function firstApproverOf(trx: TDb, depositId: bigint): Promise<bigint | null> {
  const row = await trx
    .selectFrom('deposit')
    .select('first_approved_by')
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  return row.first_approved_by;
}

async function recordFirstApproval(trx: TDb, depositId: bigint, operatorId: bigint): Promise<void> {
  await trx
    .updateTable('deposit')
    .set({ first_approved_by: operatorId, first_approved_at: new Date(), updated_at: new Date() })
    .where('id', '=', depositId)
    .execute();
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
