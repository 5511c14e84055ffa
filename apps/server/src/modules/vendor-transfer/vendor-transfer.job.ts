import type { TJobRegistration } from '../../platform/jobs.js';
import { reconcileVendorTransfers } from './reconcile-vendor-transfers.js';

export const VENDOR_TRANSFER_RECONCILE_JOB = 'vendor-transfer-reconcile';
const EVERY_FIVE_MINUTES_CRON = '*/5 * * * *';

/** Settles transfers to and from transfer-mode vendors whose answer never came (docs/vendor-wallet.md). */
export const registerVendorTransferReconcile: TJobRegistration = (runner, ctx) =>
  runner.define({
    name: VENDOR_TRANSFER_RECONCILE_JOB,
    cron: EVERY_FIVE_MINUTES_CRON,
    // The next scheduled run retries whatever is still pending.
    retryLimit: 0,
    handler: async () => {
      const report = await reconcileVendorTransfers(ctx.db);
      if (report.stillPending > 0)
        console.warn(`[kirin] vendor transfers still pending after reconciliation: ${report.stillPending}`);
    },
  });
