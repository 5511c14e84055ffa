import {
  ACCOUNT_TYPES,
  MAIN_WALLET,
  type TAdjustment,
  type TAdjustmentApprovalRule,
  type TAdjustmentRequest,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { readDualControl } from '../dual-control/read-dual-control.js';
import { findAdjustment } from './adjustment-view.js';
import { lockAppliedAloneToday } from './applied-alone-today.js';
import { applyAdjustment } from './apply-adjustment.js';
import { findWalletMerchant, type TWalletMerchant } from './find-wallet-merchant.js';

/** MAIN or a transfer-mode vendor of the merchant, enabled or not (an operator may correct a disabled one). */
async function checkAdjustableWallet(db: TDb, merchantId: bigint, walletCode: string): Promise<void> {
  if (walletCode === MAIN_WALLET) return;
  const vendor = await db
    .selectFrom('vendor_integration')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('vassalage', '=', walletCode)
    .where('wallet_mode', '=', 'TRANSFER')
    .executeTakeFirst();
  if (!vendor) throw new AppError('WALLET_UNKNOWN');
}

async function findAdjustableMember(db: TDb, merchantId: bigint, username: string): Promise<bigint> {
  const member = await db
    .selectFrom('member')
    .select(['id', 'account_type'])
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', { username: 'member_not_found' });
  // A trial account plays with demo money outside the ledger: real money must not reach it.
  if (member.account_type === ACCOUNT_TYPES.TRIAL) throw new AppError('TRIAL_ACCOUNT');
  return member.id;
}

/** The same requestId again: the first adjustment when it asked for the same thing, else IDEMPOTENCY_KEY_REUSED. */
async function replayAdjustment(
  db: TDb,
  merchant: TWalletMerchant,
  memberId: bigint,
  input: TAdjustmentRequest,
): Promise<TAdjustment | undefined> {
  const earlier = await db
    .selectFrom('balance_adjustment')
    .select(['id', 'member_id', 'wallet_code', 'amount_minor', 'reason'])
    .where('merchant_id', '=', merchant.id)
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (!earlier) return undefined;
  const isSame =
    earlier.member_id === memberId &&
    earlier.wallet_code === input.walletCode &&
    earlier.amount_minor === BigInt(input.amount) &&
    earlier.reason === input.reason;
  if (!isSame) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return findAdjustment(db, merchant.id, earlier.id);
}

/** Why an adjustment must wait for a second operator, or null when its requester may apply it alone. */
function approvalRuleOf(
  absoluteMinor: bigint,
  appliedAloneTodayMinor: bigint,
  limits: { perAdjustmentMinor: bigint; dailyMinor: bigint },
): TAdjustmentApprovalRule | null {
  if (absoluteMinor > limits.perAdjustmentMinor) return 'AMOUNT';
  if (appliedAloneTodayMinor + absoluteMinor > limits.dailyMinor) return 'DAILY_TOTAL';
  return null;
}

/**
 * An operator's manual adjustment. It is applied at once when its amount (absolute) is within the merchant's
 * per-adjustment threshold and what this operator has applied alone today, plus it, stays within the
 * merchant's daily dual-control limit; otherwise it waits as PENDING_APPROVAL for a different operator
 * (`approvalRule` AMOUNT or DAILY_TOTAL), so splitting a large amount into small ones does not avoid the
 * second operator. The daily total is read under a lock per operator and merchant, in the same transaction
 * as the row, the ledger posting and the audit entry; a debit larger than the available balance →
 * INSUFFICIENT_FUNDS and nothing is kept.
 */
export async function requestAdjustment(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: TAdjustmentRequest,
): Promise<TAdjustment> {
  const merchant = await findWalletMerchant(db, operator, code);
  const memberId = await findAdjustableMember(db, merchant.id, input.username);
  await checkAdjustableWallet(db, merchant.id, input.walletCode);
  const replay = await replayAdjustment(db, merchant, memberId, input);
  if (replay) return replay;

  const amountMinor = BigInt(input.amount);
  const absoluteMinor = amountMinor < 0n ? -amountMinor : amountMinor;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const appliedAloneToday = await lockAppliedAloneToday(trx, merchant.id, operator.id);
      const limits = await readDualControl(trx, merchant.id);
      const approvalRule = approvalRuleOf(absoluteMinor, appliedAloneToday, {
        perAdjustmentMinor: BigInt(merchant.wallet.adjustmentDualApprovalMinor),
        dailyMinor: limits.adjustmentDailySingleMaxMinor,
      });
      const isImmediate = approvalRule === null;
      const row = await trx
        .insertInto('balance_adjustment')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          wallet_code: input.walletCode,
          amount_minor: amountMinor,
          reason: input.reason,
          request_id: input.requestId,
          status: isImmediate ? 'APPLIED' : 'PENDING_APPROVAL',
          requested_by: operator.id,
          approval_rule: approvalRule,
          decided_at: isImmediate ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (isImmediate) {
        const transactionId = await applyAdjustment(trx, {
          id: row.id,
          merchantId: merchant.id,
          memberId,
          walletCode: input.walletCode,
          amountMinor,
          reason: input.reason,
          currency: merchant.currency,
        });
        await trx
          .updateTable('balance_adjustment')
          .set({ ledger_transaction_id: transactionId })
          .where('id', '=', row.id)
          .execute();
      }
      await writeAudit(trx, actor, {
        action: 'adjustment.request',
        merchantId: merchant.id,
        target: `adjustment:${row.id}`,
        after: {
          ...input,
          status: isImmediate ? 'APPLIED' : 'PENDING_APPROVAL',
          approvalRule,
          appliedAloneToday: appliedAloneToday + (isImmediate ? absoluteMinor : 0n),
          dailyLimit: limits.adjustmentDailySingleMaxMinor,
        },
      });
      return row.id;
    });
    return (await findAdjustment(db, merchant.id, id))!;
  } catch (error) {
    // A concurrent request with the same requestId won the insert: answer as a retry.
    if (isUniqueViolation(error, 'balance_adjustment_request')) {
      const raced = await replayAdjustment(db, merchant, memberId, input);
      if (raced) return raced;
    }
    throw error;
  }
}
