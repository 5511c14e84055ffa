import { MAIN_WALLET } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { memberAccount, postTransaction, systemAccount } from '../ledger/index.js';
import { payDepositPromotion } from '../promotions/catalogue/deposit-promotion.js';
import { selectDeposits, type TDepositRow } from './deposit-view.js';

/** The ledger key of a deposit's credit: whatever path credits it (callback, approval), it applies once. */
export const depositCreditKey = (depositId: bigint): string => `deposit:${depositId}:credit`;

/**
 * The deposit row, locked until the transaction ends (FOR UPDATE OF deposit only: the method row stays
 * free, so deposits of one method do not queue on each other). Every status change takes this lock first,
 * then the ledger takes its account locks: one order everywhere, no deadlock.
 */
export function lockDeposit(trx: TDb, where: { id: bigint } | { gatewayOrderId: string }) {
  const query = selectDeposits(trx);
  const filtered =
    'id' in where
      ? query.where('deposit.id', '=', where.id)
      : query.where('deposit.gateway_order_id', '=', where.gatewayOrderId);
  return filtered.forUpdate('deposit').executeTakeFirst();
}

/** The currency deposits of a merchant are in (its brand's). */
export async function merchantCurrency(db: TDb, merchantId: bigint): Promise<string> {
  const row = await db
    .selectFrom('merchant')
    .select(sql<string>`brand->>'currency'`.as('currency'))
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.currency;
}

export type TCreditChange = { reviewedBy?: bigint | null; reason?: string | null };

/**
 * Credits a deposit the caller has locked (lockDeposit) and decided to credit, in the caller's transaction:
 * gateway clearing −amount, member main wallet +amount, and the deposit CREDITED in the same commit, with the
 * bonus of a promotion chosen on the deposit form (docs/promotions.md).
 */
export async function creditDeposit(
  trx: TDb,
  deposit: TDepositRow,
  change: TCreditChange = {},
): Promise<bigint> {
  if (!trx.isTransaction)
    throw new Error('creditDeposit runs inside the transaction that locked the deposit');
  const currency = await merchantCurrency(trx, deposit.merchant_id);
  const member = await memberAccount(trx, {
    merchantId: deposit.merchant_id,
    memberId: deposit.member_id,
    walletCode: MAIN_WALLET,
    currency,
  });
  const clearing = await systemAccount(trx, {
    merchantId: deposit.merchant_id,
    kind: 'GATEWAY_CLEARING',
    currency,
  });
  const posted = await postTransaction(trx, {
    merchantId: deposit.merchant_id,
    idempotencyKey: depositCreditKey(deposit.id),
    kind: 'DEPOSIT',
    reference: `deposit:${deposit.id}`,
    memo: deposit.method_name,
    legs: [
      { accountId: clearing, amountMinor: -deposit.amount_minor },
      { accountId: member, amountMinor: deposit.amount_minor },
    ],
  });
  await trx
    .updateTable('deposit')
    .set({
      status: 'CREDITED',
      ledger_transaction_id: posted.transactionId,
      updated_at: new Date(),
      ...(change.reviewedBy !== undefined ? { reviewed_by: change.reviewedBy } : {}),
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
    })
    .where('id', '=', deposit.id)
    .execute();
  // The bonus of a promotion chosen with this deposit is paid in the same commit as the deposit.
  await payDepositPromotion(trx, deposit);
  return posted.transactionId;
}
