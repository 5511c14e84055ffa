import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { readDualControl } from '../../dual-control/read-dual-control.js';
import { lockCreditedAloneToday } from '../../dual-control/done-alone-today.js';
import {
  auditingRefusal,
  secondOperatorRequired,
  type TDualControlBasis,
} from '../../dual-control/second-operator.js';
import { creditDeposit, lockDeposit } from '../credit-deposit.js';
import { findOpsDeposit } from './ops-deposit-view.js';
import type { TOpsDeposit } from '@kirin/contracts';

type TDecision = { merchantCode: string; depositId: bigint; reason: string | null };

/**
 * Whether crediting this deposit on the approval of `operatorId` alone would break a limit, and which: its
 * amount above the single-operator limit, or what that operator has credited alone today plus this amount
 * above the daily limit (read under the operator's lock, see done-alone-today.ts). Null: one approval credits.
 */
async function twoOperatorBasisOf(
  trx: TDb,
  deposit: { merchant_id: bigint; amount_minor: bigint },
  operatorId: bigint,
): Promise<{ basis: TDualControlBasis; limitMinor: bigint; creditedAloneToday?: bigint } | null> {
  const limits = await readDualControl(trx, deposit.merchant_id);
  if (deposit.amount_minor > limits.depositSingleMaxMinor)
    return { basis: 'AMOUNT', limitMinor: limits.depositSingleMaxMinor };
  const creditedAloneToday = await lockCreditedAloneToday(trx, deposit.merchant_id, operatorId);
  if (creditedAloneToday + deposit.amount_minor > limits.depositDailySingleMaxMinor)
    return { basis: 'DAILY_TOTAL', limitMinor: limits.depositDailySingleMaxMinor, creditedAloneToday };
  return null;
}

/** The current value of the limit a deposit waiting for a second operator was put there by. */
async function limitOf(trx: TDb, merchantId: bigint, basis: TDualControlBasis): Promise<bigint> {
  const limits = await readDualControl(trx, merchantId);
  return basis === 'AMOUNT' ? limits.depositSingleMaxMinor : limits.depositDailySingleMaxMinor;
}

/**
 * Approves a manual bank deposit waiting for review: credited through the same use case as a gateway's PAID
 * (one ledger key per deposit), with the audit row in the same transaction. Anything else → INVALID_STATE.
 *
 * It takes two different operators when its amount is above the merchant's single-operator limit, or when
 * what the approving operator has credited alone today plus it would pass the daily limit (so splitting a
 * deposit into pieces under the single limit does not avoid the second operator). Then the first approval is
 * recorded (`firstApprovedBy`, the rule in `first_approval_rule`, audit `deposit.approve-first`) and the
 * deposit stays PENDING_REVIEW; from then on it stays on that path, even if the limits are raised: the same
 * operator again → SECOND_OPERATOR_REQUIRED (`details.basis` the recorded rule, audited as a refusal); another
 * operator's approval credits it, and counts as alone for nobody. Every step runs under the deposit's row
 * lock (and the daily total under the operator's), so approvals at once are taken one after the other.
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
      const first = await firstApprovalOf(trx, deposit.id);
      if (first === null) {
        const dual = await twoOperatorBasisOf(trx, deposit, operator.id);
        if (dual !== null) {
          await recordFirstApproval(trx, deposit.id, operator.id, dual.basis);
          await writeAudit(trx, actor, {
            action: 'deposit.approve-first',
            merchantId: merchant.id,
            target,
            before: { status: deposit.status },
            after: {
              status: deposit.status,
              reason: decision.reason,
              basis: dual.basis,
              limit: dual.limitMinor,
              ...(dual.creditedAloneToday === undefined
                ? {}
                : { creditedAloneToday: dual.creditedAloneToday }),
            },
          });
          return (await findOpsDeposit(trx, merchant.id, deposit.id))!;
        }
      } else if (first.operatorId === operator.id) {
        throw secondOperatorRequired('deposit', {
          basis: first.basis,
          limitMinor: await limitOf(trx, merchant.id, first.basis),
        });
      }
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
          firstApprovedBy: first?.operatorId ?? null,
        },
      });
      return (await findOpsDeposit(trx, merchant.id, deposit.id))!;
    }),
  );
}

/** The first of two approvals (the caller holds the deposit's lock): who gave it and why, or null. */
async function firstApprovalOf(
  trx: TDb,
  depositId: bigint,
): Promise<{ operatorId: bigint; basis: TDualControlBasis } | null> {
  const row = await trx
    .selectFrom('deposit')
    .select(['first_approved_by', 'first_approval_rule'])
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  if (row.first_approved_by === null) return null;
  // The table keeps the two set together (deposit_first_approval_rule, migration 0028).
  return { operatorId: row.first_approved_by, basis: row.first_approval_rule ?? 'AMOUNT' };
}

async function recordFirstApproval(
  trx: TDb,
  depositId: bigint,
  operatorId: bigint,
  basis: TDualControlBasis,
): Promise<void> {
  await trx
    .updateTable('deposit')
    .set({
      first_approved_by: operatorId,
      first_approved_at: new Date(),
      first_approval_rule: basis,
      updated_at: new Date(),
    })
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
