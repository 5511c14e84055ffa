import type { TAppContext } from '../../../platform/context.js';
import type { TJobRegistration } from '../../../platform/jobs.js';
import { settleLotteryIssues } from './settle-lottery-issues.js';

export const LOTTERY_SETTLE_JOB = 'lottery-settle';

/**
 * Settlement every minute, and on demand right after a draw (the draw job sends it). No retries of its own:
 * the next run is the retry, and a run racing another settles other bets or none (docs/lottery.md,
 * "Settlement"). A million bets take one to two minutes on two cores (docs/performance.md), hence the longer
 * expiry.
 */
export const registerLotterySettleJob: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: LOTTERY_SETTLE_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 900,
    handler: async () => {
      const { failed } = await settleLotteryIssues(ctx.db);
      if (failed > 0) console.warn(`[kirin] lottery settlement failed for ${failed} issue(s)`);
    },
  });
};

/**
 * Asks for a settlement run now (after an operator confirmed a result or cancelled a draw) instead of at the next
 * minute; one queued run at most. Without a job runner in this process, the minute's run will do it.
 */
export async function queueLotterySettlement(ctx: TAppContext): Promise<void> {
  await ctx.jobs?.send(LOTTERY_SETTLE_JOB, {}, { singletonKey: LOTTERY_SETTLE_JOB });
}
