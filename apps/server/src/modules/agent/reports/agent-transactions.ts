import {
  AGENT_MONEY_KINDS,
  type TAgentMoneyKind,
  type TAgentTransactionQuery,
  type TAgentTransactions,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TReportDays } from './report-range.js';

/**
 * Transaction details (agentTransactionDetails): the caller's own ledger rows of agent money (transfers along
 * the line, dividends and salaries) in the range, newest first, paged. Read live from the ledger.
 */
export async function listAgentTransactions(
  db: TDb,
  args: { merchantId: bigint; memberId: bigint; range: TReportDays; query: TAgentTransactionQuery },
): Promise<TAgentTransactions> {
  const { merchantId, memberId, range, query } = args;
  const kinds = query.kind ? [query.kind] : [...AGENT_MONEY_KINDS];
  const rows = await sql<{
    id: string;
    kind: TAgentMoneyKind;
    amount_minor: bigint;
    balance_after_minor: bigint;
    memo: string | null;
    created_at: Date;
    total: string;
  }>`
    SELECT e.id::text AS id, t.kind, e.amount_minor, e.balance_after_minor, t.memo, t.created_at,
      count(*) OVER () AS total
    FROM ledger_account a
    JOIN ledger_entry e ON e.account_id = a.id
    JOIN ledger_transaction t ON t.id = e.transaction_id
    WHERE a.member_id = ${memberId} AND t.merchant_id = ${merchantId} AND t.kind = ANY(${kinds}::text[])
      AND t.created_at >= ${range.from} AND t.created_at < ${range.to}
    ORDER BY e.id DESC
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`.execute(db);
  return {
    range: { startDate: range.startDate, endDate: range.endDate },
    list: rows.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: Number(r.amount_minor),
      balanceAfter: Number(r.balance_after_minor),
      memo: r.memo,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(rows.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
