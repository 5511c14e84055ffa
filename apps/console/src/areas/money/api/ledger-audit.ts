import { ZLedgerAuditReport, ZLedgerAuditRun } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

export const ledgerAuditKey = ['money', 'ledger-audit'] as const;

/** The auditor's last runs (hourly job, command line and operators), newest first; not per merchant. */
export const fetchLedgerAuditRuns = (signal?: AbortSignal) =>
  opsGet('/ledger/audit', z.array(ZLedgerAuditRun), undefined, signal);
export const runLedgerAudit = () => opsSend('POST', '/ledger/audit', ZLedgerAuditReport);

/** A run's stored report (kept as JSON by the auditor), or null when it has none or another shape. */
export function reportOf(report: unknown) {
  const parsed = ZLedgerAuditReport.omit({ runId: true }).safeParse(report);
  return parsed.success ? parsed.data : null;
}
