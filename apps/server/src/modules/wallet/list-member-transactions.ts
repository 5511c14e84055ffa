import {
  TRANSACTION_TYPES,
  type TTransactionPage,
  type TTransactionQuery,
  type TTransactionType,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a UTC day; the schema checks the shape only, so 2024-02-30 is refused here. */
function startOfDay(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError('VALIDATION_FAILED', { [field]: 'date_rule' });
  }
  return date;
}

/**
 * The member's account record: every ledger entry on one of the member's own accounts, with its
 * transaction's kind, reference and memo, newest first. Days are whole UTC days, both ends included. Only
 * kinds the site knows (TRANSACTION_TYPES) are listed.
 */
export async function listMemberTransactions(
  db: TDb,
  memberId: bigint,
  query: TTransactionQuery,
): Promise<TTransactionPage> {
  let base = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', memberId)
    .where('t.kind', 'in', query.type ? [query.type] : [...TRANSACTION_TYPES]);
  if (query.walletCode) base = base.where('a.wallet_code', '=', query.walletCode);
  if (query.startDate) base = base.where('e.created_at', '>=', startOfDay(query.startDate, 'startDate'));
  if (query.endDate) {
    const end = startOfDay(query.endDate, 'endDate');
    base = base.where('e.created_at', '<', new Date(end.getTime() + DAY_MS));
  }

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
