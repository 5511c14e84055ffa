import { JOB_REGISTRATIONS } from './app-jobs.js';
import { warmCatalogues } from './modules/games/warm-catalogues.js';
import { generateLotteryIssues } from './modules/lottery/generate-lottery-issues.js';
import { ensurePartitions } from './modules/partitions/index.js';
import type { TAppContext } from './platform/context.js';
import { startJobRunner } from './platform/jobs.runner.js';

/** A piece of start-up work; each is safe to run again (a retry, or several processes starting at once). */
type TStartStep = { name: string; run: (ctx: TAppContext) => Promise<unknown> };

/**
 * What a process does before it reports ready (docs/reliability.md, "Start"), in order. The lottery's issues
 * are made here once, synchronously: the issues job's first run is up to a minute away, and until it runs a
 * game that is open would show "no draw is taking bets".
 */
export const START_STEPS: TStartStep[] = [
  // The month's partitions (and two ahead) before any bet: a row with no partition for its month is refused.
  { name: 'partitions', run: (ctx) => ensurePartitions(ctx.db) },
  { name: 'lottery issues', run: (ctx) => generateLotteryIssues(ctx.db) },
  { name: 'catalogue caches', run: warmCatalogues },
  {
    name: 'jobs',
    run: async (ctx) => {
      if (ctx.config.JOBS_ENABLED && !ctx.jobs)
        ctx.jobs = await startJobRunner(ctx, { registrations: JOB_REGISTRATIONS });
    },
  },
];

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Runs the start steps, then marks the process ready. A failed step (the database away for a moment) is
 * logged and the steps run again after a growing pause: the process stays up, and not ready, meanwhile.
 */
export async function runStartSteps(
  ctx: TAppContext,
  log: (msg: string) => void,
  steps: TStartStep[] = START_STEPS,
): Promise<void> {
  for (let pauseMs = FIRST_RETRY_MS; ; pauseMs = Math.min(pauseMs * 2, MAX_RETRY_MS)) {
    const step = { name: '' };
    try {
      for (const { name, run } of steps) {
        step.name = name;
        await run(ctx);
      }
      ctx.readiness?.markReady();
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`start step "${step.name}" failed (${reason}); again in ${pauseMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
