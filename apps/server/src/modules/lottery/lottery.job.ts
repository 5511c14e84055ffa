import type { TJobRegistration } from '../../platform/jobs.js';
import { generateLotteryIssues } from './generate-lottery-issues.js';
import { drawDueLotteryIssues } from './lottery-tick.js';
import { LOTTERY_SETTLE_JOB } from './settlement/lottery-settle.job.js';

export const LOTTERY_ISSUES_JOB = 'lottery-issues';
export const LOTTERY_DRAW_JOB = 'lottery-draw';
const EVERY_MINUTE_CRON = '* * * * *';

/**
 * Two jobs (docs/lottery.md, "Jobs"): `lottery-issues` every minute makes issues ahead and closes the due ones;
 * `lottery-draw` closes and draws every LOTTERY_TICK_SECONDS — each run queues the next (one queued copy at
 * most across processes, pg-boss "stately"), the minute cron restarts the chain if a process died with it —
 * and asks for settlement when something was drawn. Both are safe to run twice at once; the next run retries
 * whatever failed, so neither retries itself.
 */
export const registerLotteryJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: LOTTERY_ISSUES_JOB,
    cron: EVERY_MINUTE_CRON,
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await generateLotteryIssues(ctx.db);
    },
  });
  const queueNextPass = () =>
    runner.send(
      LOTTERY_DRAW_JOB,
      {},
      { singletonKey: LOTTERY_DRAW_JOB, startAfterSeconds: ctx.config.LOTTERY_TICK_SECONDS },
    );
  await runner.define({
    name: LOTTERY_DRAW_JOB,
    cron: EVERY_MINUTE_CRON,
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      try {
        const { drawnFast, official } = await drawDueLotteryIssues(ctx.db);
        // Settle what was just drawn now (one queued settle job at most).
        if (drawnFast > 0 || official.drawn > 0)
          await runner.send(LOTTERY_SETTLE_JOB, {}, { singletonKey: LOTTERY_SETTLE_JOB });
        if (official.failed > 0)
          console.warn(`[kirin] lottery results feeds failed for ${official.failed} issue(s)`);
      } finally {
        await queueNextPass();
      }
    },
  });
  // Start the chain now rather than at the next cron minute.
  await queueNextPass();
};
