import type { TJobRegistration } from '../../platform/jobs.js';
import { deleteExpiredVendorNonces } from './vendor-nonce.js';

export const VENDOR_NONCE_CLEANUP_JOB = 'vendor-wallet-nonce-cleanup';
const EVERY_FIVE_MINUTES_CRON = '*/5 * * * *';

/** Deletes spent vendor nonces whose request is past its window (a few minutes' worth stay in the table). */
export const registerVendorNonceCleanup: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: VENDOR_NONCE_CLEANUP_JOB,
    cron: EVERY_FIVE_MINUTES_CRON,
    handler: async () => void (await deleteExpiredVendorNonces(ctx.db)),
  });
