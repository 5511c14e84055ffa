import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

export type TAuditProblem = { check: string; detail: Record<string, string> };
export type TLedgerAuditReport = {
  isClean: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: TAuditProblem[];
};

const MAX_PROBLEMS_PER_CHECK = 100;

type TCheck = { name: string; query: ReturnType<typeof sql<Record<string, unknown>>> };

/**
 * The ledger's invariants as queries; each row a query returns is a problem. Read-only: the auditor reports,
 * it never "fixes" (a correction is a new transaction, made by a person).
 */
const CHECKS: TCheck[] = [
  {
    name: 'balance_equals_entries',
    // Months archived (detached, 0054) count by their per-account totals kept in ledger_archived_total.
    query: sql`SELECT a.id AS account_id, a.balance_minor, s.entries_sum FROM ledger_account a
      CROSS JOIN LATERAL (SELECT coalesce((SELECT sum(e.amount_minor) FROM ledger_entry e WHERE e.account_id = a.id), 0)
        + coalesce((SELECT sum(z.amount_minor) FROM ledger_archived_total z
            WHERE z.account_id = a.id AND z.partition IN (SELECT partition FROM partition_archive)), 0)
        AS entries_sum) s
      WHERE a.balance_minor <> s.entries_sum`,
  },
  {
    name: 'balance_after_is_running_sum',
    // An archived month's entries (0054) come before the ones after it: those carry its total.
    query: sql`SELECT s.account_id, s.id AS entry_id, s.balance_after_minor, s.running + z.carried AS running
      FROM (
        SELECT account_id, id, balance_after_minor,
          sum(amount_minor) OVER (PARTITION BY account_id ORDER BY id) AS running
        FROM ledger_entry) s
      CROSS JOIN LATERAL (SELECT coalesce(sum(z.amount_minor), 0) AS carried FROM ledger_archived_total z
        WHERE z.account_id = s.account_id AND z.last_entry_id < s.id
          AND z.partition IN (SELECT partition FROM partition_archive)) z
      WHERE s.balance_after_minor <> s.running + z.carried`,
  },
  {
    name: 'transaction_sums_to_zero',
    query: sql`SELECT t.id AS transaction_id, coalesce(sum(e.amount_minor), 0) AS total, count(e.id) AS entries
      FROM ledger_transaction t LEFT JOIN ledger_entry e ON e.transaction_id = t.id
      GROUP BY t.id HAVING coalesce(sum(e.amount_minor), 0) <> 0 OR count(e.id) < 2`,
  },
  {
    name: 'entry_references_exist',
    // The entry table has no foreign keys (hot path, migration 0006): the auditor checks them instead.
    query: sql`SELECT e.id AS entry_id, e.transaction_id, e.account_id FROM ledger_entry e
      LEFT JOIN ledger_transaction t ON t.id = e.transaction_id
      LEFT JOIN ledger_account a ON a.id = e.account_id
      WHERE t.id IS NULL OR a.id IS NULL`,
  },
  {
    name: 'transaction_single_currency',
    query: sql`SELECT e.transaction_id, count(DISTINCT a.currency) AS currencies
      FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
      GROUP BY e.transaction_id HAVING count(DISTINCT a.currency) > 1`,
  },
  {
    name: 'member_balance_not_negative',
    query: sql`SELECT id AS account_id, balance_minor, held_minor FROM ledger_account
      WHERE member_id IS NOT NULL AND (balance_minor < 0 OR held_minor < 0 OR held_minor > balance_minor)`,
  },
  {
    name: 'held_equals_pending_holds',
    query: sql`SELECT a.id AS account_id, a.held_minor, coalesce(sum(h.amount_minor), 0) AS pending
      FROM ledger_account a LEFT JOIN ledger_hold h ON h.account_id = a.id AND h.status = 'PENDING'
      GROUP BY a.id HAVING a.held_minor <> coalesce(sum(h.amount_minor), 0)`,
  },
  {
    name: 'key_applied_once',
    query: sql`SELECT merchant_id, idempotency_key, count(*) AS times FROM ledger_transaction
      GROUP BY merchant_id, idempotency_key HAVING count(*) > 1`,
  },
  {
    name: 'transaction_has_its_key',
    // The key of every transaction is in ledger_key (0052), which keeps keys unique across the months.
    query: sql`SELECT t.id AS transaction_id, t.merchant_id, t.idempotency_key FROM ledger_transaction t
      LEFT JOIN ledger_key k ON k.merchant_id = t.merchant_id AND k.idempotency_key = t.idempotency_key
      WHERE k.transaction_id IS DISTINCT FROM t.id`,
  },
  {
    name: 'event_applied_once',
    // Every business event (a deposit, a withdrawal, a bet) is booked once per kind.
    query: sql`SELECT merchant_id, kind, reference, count(*) AS times FROM ledger_transaction
      WHERE reference IS NOT NULL GROUP BY merchant_id, kind, reference HAVING count(*) > 1`,
  },
  {
    name: 'bonus_grant_matches_posting',
    // Bonus money (modules/promotions/bonus): each grant's posting credited the member's MAIN with the bonus.
    query: sql`SELECT g.id AS grant_id, g.bonus_minor, e.amount_minor AS credited FROM bonus_grant g
      LEFT JOIN ledger_account a ON a.member_id = g.member_id AND a.wallet_code = 'MAIN' AND a.currency = g.currency
      LEFT JOIN ledger_entry e ON e.transaction_id = g.ledger_transaction_id AND e.account_id = a.id
      WHERE e.amount_minor IS DISTINCT FROM g.bonus_minor AND g.granted_at >= ledger_archived_before()`,
  },
  {
    name: 'bonus_take_back_matches_posting',
    // What a forfeit, expiry or revocation says it took back is what its posting (key bonus-forfeit:<id>) took.
    query: sql`SELECT g.id AS grant_id, g.taken_back_minor, -e.amount_minor AS taken FROM bonus_grant g
      LEFT JOIN ledger_key k ON k.merchant_id = g.merchant_id AND k.idempotency_key = 'bonus-forfeit:' || g.id
      LEFT JOIN ledger_account a ON a.member_id = g.member_id AND a.wallet_code = 'MAIN' AND a.currency = g.currency
      LEFT JOIN ledger_entry e ON e.transaction_id = k.transaction_id AND e.account_id = a.id
      WHERE coalesce(-e.amount_minor, 0) <> g.taken_back_minor
        AND coalesce(k.created_at, 'infinity') >= ledger_archived_before()`,
  },
  {
    name: 'posted_hold_has_transaction',
    query: sql`SELECT id AS hold_id FROM ledger_hold
      WHERE (status = 'POSTED') <> (posted_transaction_id IS NOT NULL)`,
  },
];

const asText = (row: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)]));

/** Runs every check in one repeatable-read snapshot, so postings made meanwhile cannot cause false alarms. */
export async function auditLedger(db: TDb): Promise<TLedgerAuditReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const problems: TAuditProblem[] = [];
      for (const check of CHECKS) {
        const result = await sql<
          Record<string, unknown>
        >`${check.query} LIMIT ${MAX_PROBLEMS_PER_CHECK}`.execute(trx);
        for (const row of result.rows) problems.push({ check: check.name, detail: asText(row) });
      }
      const counts = await sql<{ accounts: string; transactions: string; entries: string }>`
        SELECT (SELECT count(*) FROM ledger_account) AS accounts,
               (SELECT count(*) FROM ledger_transaction) AS transactions,
               (SELECT count(*) FROM ledger_entry) AS entries`.execute(trx);
      const c = counts.rows[0]!;
      return {
        isClean: problems.length === 0,
        accounts: Number(c.accounts),
        transactions: Number(c.transactions),
        entries: Number(c.entries),
        problems,
      };
    });
}

/** Runs the audit and keeps its report in ledger_audit_run. */
export async function runLedgerAudit(db: TDb): Promise<TLedgerAuditReport & { runId: bigint }> {
  const run = await db
    .insertInto('ledger_audit_run')
    .defaultValues()
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await auditLedger(db);
  await db
    .updateTable('ledger_audit_run')
    .set({ finished_at: new Date(), is_clean: report.isClean, report: JSON.stringify(report) })
    .where('id', '=', run.id)
    .execute();
  return { ...report, runId: run.id };
}
