import {
  TRANSACTION_TYPES,
  type TTransactionPage,
  type TTransactionQuery,
  type TTransactionType,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { rangeOfDays } from '../bet-records/day-range.js';

/**
 * The member's account record: every ledger entry on one of the member's own accounts, with its
 * transaction's kind, reference and memo, newest first. Days are whole days of the merchant's time zone,
 * both ends included. Only
 * kinds the site knows (TRANSACTION_TYPES) are listed.
 */
export async function listMemberTransactions(
  db: TDb,
  memberId: bigint,
  query: TTransactionQuery,
  timeZone = 'UTC',
): Promise<TTransactionPage> {
  let base = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', memberId)
    .where('t.kind', 'in', query.type ? [query.type] : [...TRANSACTION_TYPES]);
  if (query.walletCode) base = base.where('a.wallet_code', '=', query.walletCode);
  const { from, to } = rangeOfDays(query.startDate, query.endDate, timeZone);
  if (from) base = base.where('e.created_at', '>=', from);
  if (to) base = base.where('e.created_at', '<', to);

  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'e.id',
        'e.created_at',
        'e.amount_minor',
        'e.balance_after_minor',
        'a.wallet_code',
        't.kind',
        't.reference',
        't.memo',
      ])
      .orderBy('e.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      time: row.created_at.toISOString(),
      type: row.kind as TTransactionType,
      walletCode: row.wallet_code,
      amount: Number(row.amount_minor),
      balanceAfter: Number(row.balance_after_minor),
      reference: row.reference,
      memo: row.memo,
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
