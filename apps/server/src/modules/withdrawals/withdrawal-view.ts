import type { TBankAccount, TWalletSettings, TWithdrawal } from '@kirin/contracts';
import { ZWalletSettings } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TMemberBankAccountTable, TWithdrawalTable } from '../../db/tables/wallet.js';
import type { Selectable } from 'kysely';

export type TWithdrawalRow = Selectable<TWithdrawalTable>;
export type TBankAccountRow = Selectable<TMemberBankAccountTable>;
export type TWithdrawalWithBank = TWithdrawalRow & {
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string | null;
};

/** Only the last four digits leave the server for members (the number is at least six digits long). */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

export function toBankAccountView(row: TBankAccountRow): TBankAccount {
  return {
    id: row.id.toString(),
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    branch: row.branch,
    createdAt: row.created_at.toISOString(),
  };
}

/** When a PAID withdrawal counts as received if the member says nothing (null when not paid yet). */
export function autoReceiveAt(paidAt: Date | null, settings: TWalletSettings): Date | null {
  if (!paidAt) return null;
  return new Date(paidAt.getTime() + settings.withdrawAutoReceiveMinutes * 60_000);
}

/** The wallet settings of a stored merchant settings object; defaults fill what is missing or unreadable. */
export function walletSettingsOf(settings: unknown): TWalletSettings {
  const wallet = (settings as { wallet?: unknown } | null)?.wallet;
  const parsed = ZWalletSettings.safeParse(wallet ?? {});
  return parsed.success ? parsed.data : ZWalletSettings.parse({});
}

export function toWithdrawalView(row: TWithdrawalWithBank, settings: TWalletSettings): TWithdrawal {
  return {
    id: row.id.toString(),
    amount: Number(row.amount_minor),
    status: row.status,
    bankName: row.bank_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    receivedAmount: Number(row.received_minor),
    remainingAmount: Number(row.amount_minor - row.received_minor),
    hasProof: row.proof_file_id !== null,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    autoReceiveAt:
      row.status === 'PAID' ? (autoReceiveAt(row.paid_at, settings)?.toISOString() ?? null) : null,
  };
}

/** Withdrawals joined with the bank account they go to. */
export function selectWithdrawals(db: TDb) {
  return db
    .selectFrom('withdrawal as w')
    .innerJoin('member_bank_account as b', 'b.id', 'w.bank_account_id')
    .selectAll('w')
    .select(['b.bank_name', 'b.account_name', 'b.account_number', 'b.branch']);
}

/** One withdrawal with its bank account (after a change, to answer it). */
export async function readWithdrawal(db: TDb, id: bigint): Promise<TWithdrawalWithBank> {
  return selectWithdrawals(db).where('w.id', '=', id).executeTakeFirstOrThrow();
}
