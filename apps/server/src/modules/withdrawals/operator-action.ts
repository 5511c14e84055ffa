import type { TOpsWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditAction, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { auditingRefusal } from '../dual-control/second-operator.js';
import { lockWithdrawal } from './lock-withdrawal.js';
import { readOpsWithdrawal } from './ops-withdrawal-view.js';
import { walletSettingsOf, type TWithdrawalRow } from './withdrawal-view.js';

export type TOperatorActionInput = {
  operator: TOperatorPrincipal;
  actor: TAuditActor;
  merchantCode: string;
  withdrawalId: bigint;
};

/**
 * The frame of every operator action on a withdrawal: the merchant in the operator's scope, one transaction,
 * the withdrawal row locked first (a withdrawal of another merchant is NOT_FOUND), the change (which checks
 * the status and throws INVALID_STATE), and the audit row in the same transaction. Answers the new state.
 * A change refused for want of a second operator leaves its own audit row (`dual-control.refuse`).
 */
export async function runOperatorAction(
  db: TDb,
  input: TOperatorActionInput,
  action: TAuditAction,
  change: (trx: TDb, row: TWithdrawalRow) => Promise<Record<string, unknown>>,
): Promise<TOpsWithdrawal> {
  const merchant = await findMerchantForOperator(db, input.operator, input.merchantCode);
  const target = `withdrawal:${input.withdrawalId}`;
  await auditingRefusal(db, input.actor, { merchantId: merchant.id, target }, () =>
    db.transaction().execute(async (trx) => {
      const row = await lockWithdrawal(trx, input.withdrawalId);
      if (!row || row.merchant_id !== merchant.id) throw new AppError('NOT_FOUND');
      const after = await change(trx, row);
      await writeAudit(trx, input.actor, {
        action,
        merchantId: merchant.id,
        target,
        before: { status: row.status },
        after,
      });
    }),
  );
  return readOpsWithdrawal(db, input.withdrawalId, walletSettingsOf(merchant.settings));
}

/** INVALID_STATE unless the withdrawal is in one of `statuses`. */
export function requireStatus(row: TWithdrawalRow, ...statuses: TWithdrawalRow['status'][]): void {
  if (!statuses.includes(row.status)) throw new AppError('INVALID_STATE', { status: row.status });
}

/** The member's main account the withdrawal holds on, and its currency. */
export async function heldAccountOf(
  trx: TDb,
  holdId: bigint,
): Promise<{ accountId: bigint; currency: string }> {
  const row = await trx
    .selectFrom('ledger_hold as h')
    .innerJoin('ledger_account as a', 'a.id', 'h.account_id')
    .select(['a.id', 'a.currency'])
    .where('h.id', '=', holdId)
    .executeTakeFirstOrThrow();
  return { accountId: row.id, currency: row.currency.trim() };
}
