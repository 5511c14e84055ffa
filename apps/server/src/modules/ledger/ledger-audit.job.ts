import type { TJobRegistration } from '../../platform/jobs.js';
import { runLedgerAudit } from './audit-ledger.js';

export const LEDGER_AUDIT_JOB = 'ledger-audit';
const HOURLY_CRON = '17 * * * *';

/** Hourly audit of the ledger's invariants; a dirty report is logged as an error and kept in ledger_audit_run. */
export const registerLedgerAudit: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: LEDGER_AUDIT_JOB,
    cron: HOURLY_CRON,
    retryLimit: 0,
    handler: async () => {
      const report = await runLedgerAudit(ctx.db);
      if (!report.isClean) {
        console.error(`[kirin] ledger audit ${report.runId} found ${report.problems.length} problem(s)`);
      }
    },
  });
