import type { TJobRegistration } from '../../platform/jobs.js';
import { expireDeposits } from './expire-deposits.js';
import { registerSandboxPspJobs } from './sandbox-psp/sandbox-psp.job.js';

export const DEPOSIT_EXPIRY_JOB = 'deposit-expiry';
const EVERY_MINUTE_CRON = '* * * * *';

/** The deposit jobs: expiry every minute, and the sandbox PSP's callback notifier. */
export const registerPaymentJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: DEPOSIT_EXPIRY_JOB,
    cron: EVERY_MINUTE_CRON,
    retryLimit: 0,
    handler: async () => {
      await expireDeposits(ctx.db);
    },
  });
  await registerSandboxPspJobs(runner, ctx);
};
