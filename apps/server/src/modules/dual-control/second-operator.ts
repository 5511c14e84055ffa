import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';

/** Which rule asked for a second operator (`details.rule` of SECOND_OPERATOR_REQUIRED). */
export type TDualControlRule = 'withdrawal' | 'deposit' | 'adjustment';

/** Which limit a money rule applies: the amount itself, or the operator's total of the UTC day done alone. */
export type TDualControlBasis = 'AMOUNT' | 'DAILY_TOTAL';

/**
 * SECOND_OPERATOR_REQUIRED naming the rule and, for limit rules, which limit (`basis`) and its value in the
 * merchant's minor units (`limit`).
 */
export function secondOperatorRequired(
  rule: TDualControlRule,
  limit?: { basis: TDualControlBasis; limitMinor: bigint },
): AppError {
  return new AppError('SECOND_OPERATOR_REQUIRED', {
    rule,
    ...(limit === undefined ? {} : { basis: limit.basis, limit: limit.limitMinor.toString() }),
  });
}

/**
 * Runs a money action; when it is refused with SECOND_OPERATOR_REQUIRED the refusal is written to the audit
 * log (`dual-control.refuse`) and thrown on. The action's own transaction has rolled back by then, so the
 * row goes in a transaction of its own: an operator trying to do both halves leaves a trace.
 */
export async function auditingRefusal<T>(
  db: TDb,
  actor: TAuditActor,
  where: { merchantId: bigint; target: string },
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && error.code === 'SECOND_OPERATOR_REQUIRED') {
      await writeAudit(db, actor, {
        action: 'dual-control.refuse',
        merchantId: where.merchantId,
        target: where.target,
        after: error.details ?? null,
      });
    }
    throw error;
  }
}
