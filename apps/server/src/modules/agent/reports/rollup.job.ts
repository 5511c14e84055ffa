import type { TJobRegistration } from '../../../platform/jobs.js';
import { catchUpAllAgentRollups } from './rollup.js';

export const AGENT_ROLLUP_JOB = 'agent-report-rollup';

/** Brings the team reports' daily rollups up to date every minute (rollup.ts; idempotent, watermark-based). */
export const registerAgentRollup: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: AGENT_ROLLUP_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => catchUpAllAgentRollups(ctx.db),
  });
