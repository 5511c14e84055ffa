import type { TDb } from '../../db/database.js';

/**
 * The sum of a member's ledger entries (every wallet) per transaction kind since `since`, for the given kinds:
 * negative for money out of the member's wallets, positive for money in.
 */
export async function readMemberKindTotals(
  db: TDb,
  memberId: bigint,
  since: Date,
  kinds: readonly string[],
): Promise<Map<string, bigint>> {
  if (kinds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_account as a')
    .innerJoin('ledger_entry as e', 'e.account_id', 'a.id')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .select(['t.kind', (eb) => eb.fn.sum<string>('e.amount_minor').as('total')])
    .where('a.member_id', '=', memberId)
    .where('e.created_at', '>=', since)
    .where('t.kind', 'in', [...kinds])
    .groupBy('t.kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, BigInt(row.total)]));
}
