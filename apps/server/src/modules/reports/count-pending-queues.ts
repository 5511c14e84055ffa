import type { TDashboardPending } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { countBillsAwaitingReview } from '../agent/settlement/count-bills-awaiting-review.js';
import { countWaitingConversations } from '../live-chat/count-waiting-conversations.js';
import { countPendingExchanges } from '../loyalty/points/index.js';
import { countResultsAwaitingSecond } from '../lottery/ops/count-results-awaiting-second.js';
import { countUnansweredFeedback } from '../messages/count-unanswered-feedback.js';
import { countDepositQueue } from '../payments/ops/count-deposit-queue.js';
import { countPromotionApplications } from '../promotions/catalogue/count-promotion-applications.js';
import { countPendingAdjustments } from '../wallet/count-pending-adjustments.js';
import { countWithdrawalQueue } from '../withdrawals/count-withdrawal-queue.js';

/**
 * What waits for an operator of the merchant now: each domain counts its own queue (the one its operator list
 * shows, through that list's index). Called inside the dashboard's snapshot, so the counts are of one moment.
 */
export async function countPendingQueues(db: TDb, merchantId: bigint): Promise<TDashboardPending> {
  const deposits = await countDepositQueue(db, merchantId);
  const withdrawals = await countWithdrawalQueue(db, merchantId);
  return {
    depositsAwaitingReview: deposits.awaitingReview,
    depositsAwaitingSecondOperator: deposits.awaitingSecondOperator,
    withdrawalsAwaitingApproval: withdrawals.awaitingApproval,
    withdrawalsAwaitingPayment: withdrawals.awaitingPayment,
    withdrawalsDisputed: withdrawals.disputed,
    adjustmentsAwaitingSecondOperator: await countPendingAdjustments(db, merchantId),
    feedbackUnanswered: await countUnansweredFeedback(db, merchantId),
    promotionApplications: await countPromotionApplications(db, merchantId),
    pointExchanges: await countPendingExchanges(db, merchantId),
    lotteryResultsAwaitingSecondOperator: await countResultsAwaitingSecond(db, merchantId),
    liveChatsWaiting: await countWaitingConversations(db, merchantId),
    agentBillsAwaitingReview: await countBillsAwaitingReview(db, merchantId),
  };
}
