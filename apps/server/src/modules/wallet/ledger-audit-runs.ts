import type { TDb } from '../../db/database.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import { runLedgerAudit } from '../ledger/index.js';

/** How many past runs GET /ops/ledger/audit answers. */
export const LEDGER_AUDIT_RUNS_SHOWN = 20;

/** Runs the ledger auditor now for an operator; the run is kept like the hourly job's, and audit-logged. */
export async function runLedgerAuditNow(db: TDb, actor: TAuditActor) {
  const report = await runLedgerAudit(db);
  await writeAudit(db, actor, {
    action: 'ledger.audit',
    target: `ledger-audit:${report.runId}`,
    after: { isClean: report.isClean, problems: report.problems.length },
  });
  return { ...report, runId: String(report.runId) };
}

/** The latest auditor runs (job, CLI and operators), newest first; `isFinishedOnly` skips one still running. */
export async function listLedgerAuditRuns(
  db: TDb,
  options: { limit?: number; isFinishedOnly?: boolean } = {},
) {
  let query = db.selectFrom('ledger_audit_run').selectAll();
  if (options.isFinishedOnly) query = query.where('finished_at', 'is not', null);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(options.limit ?? LEDGER_AUDIT_RUNS_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    isClean: row.is_clean,
    report: row.report,
  }));
}
