import type { TBankAccount, TBankAccountRequest } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { toBankAccountView } from './withdrawal-view.js';

/** A member binds at most this many bank accounts (removed ones do not count). */
export const MAX_BANK_ACCOUNTS = 5;

/** Collapses runs of whitespace: how a name is stored when it becomes the member's real name. */
const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/**
 * Names are compared without case and without whitespace ("Nguyen Van A" = "NGUYEN  VANA"), after Unicode
 * normalisation, so the same name typed with composed or decomposed accents still matches.
 */
export function isSameName(a: string, b: string): boolean {
  const key = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLocaleLowerCase('en');
  return key(a) === key(b);
}

/**
 * POST /wps/member/bank-accounts. The account name must be the member's real name (payee_name) →
 * BANK_ACCOUNT_NAME_MISMATCH; a member without one gets it from this first binding. The member row is locked
 * for the whole step, so two bindings at once neither exceed the limit nor set two different real names.
 */
export async function bindBankAccount(
  db: TDb,
  memberId: bigint,
  input: TBankAccountRequest,
): Promise<TBankAccount> {
  const accountName = tidyName(input.accountName);
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const member = await trx
        .selectFrom('member')
        .select('payee_name')
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND');
      if (member.payee_name !== null && member.payee_name.trim() !== '') {
        if (!isSameName(member.payee_name, accountName)) throw new AppError('BANK_ACCOUNT_NAME_MISMATCH');
      } else {
        await trx.updateTable('member').set({ payee_name: accountName }).where('id', '=', memberId).execute();
      }

      const bound = await trx
        .selectFrom('member_bank_account')
        .select(['account_number'])
        .where('member_id', '=', memberId)
        .where('is_removed', '=', false)
        .execute();
      if (bound.some((row) => row.account_number === input.accountNumber)) throw new AppError('CONFLICT');
      if (bound.length >= MAX_BANK_ACCOUNTS) throw new AppError('BANK_ACCOUNT_LIMIT');

      return trx
        .insertInto('member_bank_account')
        .values({
          member_id: memberId,
          bank_name: input.bankName,
          account_name: accountName,
          account_number: input.accountNumber,
          branch: input.branch && input.branch !== '' ? input.branch : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'member_bank_account_number')) throw new AppError('CONFLICT');
      throw error;
    });
  return toBankAccountView(created);
}

/** The member's bound bank accounts, oldest first. */
export async function listBankAccounts(db: TDb, memberId: bigint): Promise<TBankAccount[]> {
  const rows = await db
    .selectFrom('member_bank_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('is_removed', '=', false)
    .orderBy('id')
    .execute();
  return rows.map(toBankAccountView);
}
