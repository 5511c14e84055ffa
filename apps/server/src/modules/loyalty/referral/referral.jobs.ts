import type { TJobRegistration } from '../../../platform/jobs.js';
import { evaluateOpenReferrals } from './evaluate-referral.js';

export const REFERRAL_EVALUATION_JOB = 'referral-evaluation';

/** Every minute: open friends under a rule move on (deposit, qualification and reward, or expiry). */
export const registerReferralJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: REFERRAL_EVALUATION_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await evaluateOpenReferrals(ctx.db);
    },
  });
};
