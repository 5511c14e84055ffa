import { registerAgentSettlementJobs } from './modules/agent/settlement/agent-settlement.job.js';
import { registerAgentRollup } from './modules/agent/reports/rollup.job.js';
import { registerOperatorAuthCleanup } from './modules/admin/cleanup-operator-auth.js';
import { registerMemberAuthCleanup } from './modules/auth/cleanup-member-auth.js';
import { registerLotteryJobs } from './modules/lottery/lottery.job.js';
import { registerLotterySettleJob } from './modules/lottery/settlement/lottery-settle.job.js';
import { registerLedgerAudit } from './modules/ledger/ledger-audit.job.js';
import { registerPaymentJobs } from './modules/payments/payments.jobs.js';
import { registerVendorTransferReconcile } from './modules/vendor-transfer/vendor-transfer.job.js';
import { registerVendorNonceCleanup } from './modules/vendor-wallet/vendor-wallet.job.js';
import { registerWithdrawalAutoReceive } from './modules/withdrawals/auto-receive-withdrawals.js';
import { registerBonusJobs } from './modules/promotions/bonus/bonus.jobs.js';
import { registerPointsJobs } from './modules/loyalty/points/index.js';
import { registerVipJobs } from './modules/loyalty/vip/index.js';
import { registerReferralJobs } from './modules/loyalty/referral/referral.jobs.js';
import { registerReportDays } from './modules/reports/report-days.job.js';
import { registerPartitionsJob } from './modules/partitions/index.js';
import type { TJobRegistration } from './platform/jobs.js';

/**
 * Every domain's jobs, defined when the runner starts. Part of the app's composition, like app.ts for the
 * routes: main.ts hands this list to the runner, so the platform names no domain.
 */
export const JOB_REGISTRATIONS: TJobRegistration[] = [
  registerOperatorAuthCleanup,
  registerMemberAuthCleanup,
  registerLedgerAudit,
  registerPaymentJobs,
  registerWithdrawalAutoReceive,
  registerVendorTransferReconcile,
  registerVendorNonceCleanup,
  registerLotteryJobs,
  registerLotterySettleJob,
  registerAgentSettlementJobs,
  registerAgentRollup,
  registerBonusJobs,
  registerPointsJobs,
  registerVipJobs,
  registerReferralJobs,
  registerReportDays,
  registerPartitionsJob,
];
