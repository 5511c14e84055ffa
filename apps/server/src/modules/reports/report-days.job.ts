import type { TJobRegistration } from '../../platform/jobs.js';
import { catchUpAllReportDays } from './roll-report-days.js';

export const REPORT_DAYS_JOB = 'report-days';

/**
 * Sums each merchant's closed business days for the dashboard every five minutes (roll-report-days.ts; a day
 * is summed once, so a run twice or in two processes sums nothing twice). Until a day is summed the dashboard
 * reads it from the ledger: the job makes it fast, never right.
 */
export const registerReportDays: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: REPORT_DAYS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    expireInSeconds: 900,
    handler: async () => catchUpAllReportDays(ctx.db),
  });
