import type { TJobRegistration } from '../../platform/jobs.js';
import { drawFastLotteryIssues } from './draw-fast-lottery-issues.js';
import { drawOfficialLotteryIssues } from './draw-official-lottery-issues.js';
import { closeDueLotteryIssues, generateLotteryIssues } from './generate-lottery-issues.js';

export const LOTTERY_ISSUES_JOB = 'lottery-issues';
export const LOTTERY_DRAW_JOB = 'lottery-draw';
const EVERY_MINUTE_CRON = '* * * * *';

/**
 * Two jobs every minute (docs/lottery.md): one makes issues ahead and closes the due ones, the other closes
 * and draws (in-house fast games, then the official feeds). Both are safe to run twice at once; the next
 * scheduled run retries whatever failed, so neither retries itself.
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
  await runner.define({
    name: LOTTERY_DRAW_JOB,
    cron: EVERY_MINUTE_CRON,
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await closeDueLotteryIssues(ctx.db);
      await drawFastLotteryIssues(ctx.db);
      const report = await drawOfficialLotteryIssues(ctx.db);
      if (report.failed > 0)
        console.warn(`[kirin] lottery results feeds failed for ${report.failed} issue(s)`);
    },
  });
};
