import type { TJobRegistration } from '../../platform/jobs.js';
import { ensurePartitions } from './partitions.js';

export const PARTITIONS_JOB = 'partitions-ensure';
/** Daily (and at every start, app-start.ts): next month's partitions exist two months before it begins. */
const DAILY_CRON = '41 3 * * *';

export const registerPartitionsJob: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: PARTITIONS_JOB,
    cron: DAILY_CRON,
    handler: async () => {
      const made = await ensurePartitions(ctx.db);
      if (made > 0) console.info(`[kirin] partitions: made ${made} monthly partition(s) ahead`);
    },
  });
