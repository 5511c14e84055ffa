import { randomUUID } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { memberAccount, systemAccount } from './ledger-accounts.js';
import { postTransaction } from './post-transaction.js';

/** Test money: credits a member wallet from the bonus account through the real ledger. Answers the account id. */
export async function fundMember(
  db: TDb,
  input: {
    merchantId: bigint;
    memberId: bigint;
    amountMinor: bigint;
    walletCode?: string;
    currency?: string;
  },
): Promise<bigint> {
  const currency = input.currency ?? 'VND';
  const accountId = await memberAccount(db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    walletCode: input.walletCode ?? 'MAIN',
    currency,
  });
  const bonus = await systemAccount(db, { merchantId: input.merchantId, kind: 'BONUS', currency });
  await postTransaction(db, {
    merchantId: input.merchantId,
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: 'BONUS',
    legs: [
      { accountId: bonus, amountMinor: -input.amountMinor },
      { accountId, amountMinor: input.amountMinor },
    ],
  });
  return accountId;
}

/** The stored balance and held amount of an account. */
export async function accountRow(db: TDb, accountId: bigint): Promise<{ balance: bigint; held: bigint }> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['balance_minor', 'held_minor'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { balance: row.balance_minor, held: row.held_minor };
}
