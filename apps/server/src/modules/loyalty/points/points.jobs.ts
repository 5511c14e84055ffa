import type { TJobRegistration } from '../../../platform/jobs.js';
import { creditAllPoints } from './credit-points.js';

export const POINTS_CREDIT_JOB = 'points-credit';

/** Credits the settled rounds of every merchant with a points programme, every minute. */
export const registerPointsJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: POINTS_CREDIT_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await creditAllPoints(ctx.db);
    },
  });
};
