import { dayInZone, type TDashboardQuery, type TMerchantDashboard } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { listLedgerAuditRuns } from '../wallet/ledger-audit-runs.js';
import { daysFrom, findReportMerchant, shiftDay, type TReportMerchant } from './business-days.js';
import { countPendingQueues } from './count-pending-queues.js';
import { addDays, figuresOf } from './dashboard-figures.js';
import { readDashboardDays } from './read-dashboard-days.js';

/** The ledger auditor's latest finished run, for operators of every merchant only (it reads every book). */
async function latestLedgerAudit(db: TDb, isShown: boolean): Promise<TMerchantDashboard['ledgerAudit']> {
  if (!isShown) return null;
  const [run] = await listLedgerAuditRuns(db, { limit: 1, isFinishedOnly: true });
  if (!run?.finishedAt) return null;
  const problems = (run.report as { problems?: unknown } | null)?.problems;
  return {
    runId: run.id,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    isClean: run.isClean === true,
    problemCount: Array.isArray(problems) ? problems.length : 0,
  };
}

/**
 * The dashboard of a merchant at `now` (tests move it across midnight): today, this month and the last `days`
 * business days, the queues, the auditor's last word. The days and the queues are read in one repeatable-read
 * snapshot, so the month is the sum of its days and every figure is of the same moment.
 */
export async function readDashboardOf(
  db: TDb,
  merchant: TReportMerchant,
  input: { days: number; now: Date; isLedgerAuditShown: boolean },
): Promise<TMerchantDashboard> {
  const today = dayInZone(input.now, merchant.timeZone);
  const monthStart = `${today.slice(0, 8)}01`;
  const seriesStart = shiftDay(today, 1 - input.days);
  const first = seriesStart < monthStart ? seriesStart : monthStart;
  const read = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      days: await readDashboardDays(trx, merchant, { first, today, monthStart }),
      pending: await countPendingQueues(trx, merchant.id),
    }));
  const dayOf = (day: string) => read.days.days.get(day)!;
  const month = addDays(daysFrom(monthStart, today).map(dayOf));
  return {
    merchantCode: merchant.code,
    currency: merchant.currency,
    timeZone: merchant.timeZone,
    businessDay: today,
    monthStart,
    today: figuresOf(dayOf(today)),
    thisMonth: figuresOf({ ...month, active: read.days.monthActive }),
    series: daysFrom(seriesStart, today).map((day) => ({ day, ...figuresOf(dayOf(day)) })),
    pending: read.pending,
    ledgerAudit: await latestLedgerAudit(db, input.isLedgerAuditShown),
    isLedgerAuditShown: input.isLedgerAuditShown,
    generatedAt: input.now.toISOString(),
  };
}

/** GET /ops/merchants/:code/dashboard: the merchant's dashboard for an operator who may act on it. */
export async function readMerchantDashboard(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TDashboardQuery,
  now: Date = new Date(),
): Promise<TMerchantDashboard> {
  const merchant = await findReportMerchant(db, operator, code);
  return readDashboardOf(db, merchant, {
    days: query.days,
    now,
    isLedgerAuditShown: operator.merchantIds === null,
  });
}
