import type { TOpsWithdrawal, TWalletSettings } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { autoReceiveAt, type TWithdrawalWithBank } from './withdrawal-view.js';

type TOpsRow = TWithdrawalWithBank & { username: string; currency: string };

/** Withdrawals with the member's username, the full bank account and the currency of the held wallet. */
export function selectOpsWithdrawals(db: TDb) {
  return db
    .selectFrom('withdrawal as w')
    .innerJoin('member_bank_account as b', 'b.id', 'w.bank_account_id')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .innerJoin('ledger_hold as h', 'h.id', 'w.hold_id')
    .innerJoin('ledger_account as a', 'a.id', 'h.account_id')
    .selectAll('w')
    .select(['b.bank_name', 'b.account_name', 'b.account_number', 'b.branch', 'm.username', 'a.currency']);
}

/** Finance pays from this view, so the bank account is answered in full (operator roles owner and finance only). */
export function toOpsWithdrawal(row: TOpsRow, settings: TWalletSettings): TOpsWithdrawal {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    username: row.username,
    amount: Number(row.amount_minor),
    currency: row.currency.trim(),
    status: row.status,
    receivedAmount: Number(row.received_minor),
    remainingAmount: Number(row.amount_minor - row.received_minor),
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    branch: row.branch,
    hasProof: row.proof_file_id !== null,
    reason: row.reason,
    approvedBy: row.approved_by?.toString() ?? null,
    paidBy: row.paid_by?.toString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    autoReceiveAt:
      row.status === 'PAID' ? (autoReceiveAt(row.paid_at, settings)?.toISOString() ?? null) : null,
  };
}

export async function readOpsWithdrawal(
  db: TDb,
  id: bigint,
  settings: TWalletSettings,
): Promise<TOpsWithdrawal> {
  const row = await selectOpsWithdrawals(db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toOpsWithdrawal(row, settings);
}
