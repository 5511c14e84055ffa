import type { TDashboardPending } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

type TPendingRow = Record<keyof TDashboardPending, bigint>;

/**
 * What waits for an operator of the merchant now, every queue counted in one statement (one snapshot). Each
 * count is the queue its own operator list shows, read through that list's index (deposit_queue,
 * withdrawal_queue, feedback_queue, promotion_claim_review_idx, point_exchange_merchant_idx,
 * agent_bill_open_idx, live_chat_conversation_by_merchant, 0046's balance_adjustment_pending_idx); a dashboard
 * reads them side by side rather than calling a dozen domains one after the other.
 */
export async function countPendingQueues(db: TDb, merchantId: bigint): Promise<TDashboardPending> {
  const m = merchantId;
  const { rows } = await sql<TPendingRow>`
    SELECT
      (SELECT count(*) FROM deposit WHERE merchant_id = ${m} AND status = 'PENDING_REVIEW'
        AND first_approved_by IS NULL) AS "depositsAwaitingReview",
      (SELECT count(*) FROM deposit WHERE merchant_id = ${m} AND status = 'PENDING_REVIEW'
        AND first_approved_by IS NOT NULL) AS "depositsAwaitingSecondOperator",
      (SELECT count(*) FROM withdrawal WHERE merchant_id = ${m} AND status = 'REQUESTED')
        AS "withdrawalsAwaitingApproval",
      (SELECT count(*) FROM withdrawal WHERE merchant_id = ${m} AND status = 'APPROVED')
        AS "withdrawalsAwaitingPayment",
      (SELECT count(*) FROM withdrawal WHERE merchant_id = ${m} AND status = 'DISPUTED') AS "withdrawalsDisputed",
      (SELECT count(*) FROM balance_adjustment WHERE merchant_id = ${m} AND status = 'PENDING_APPROVAL')
        AS "adjustmentsAwaitingSecondOperator",
      (SELECT count(*) FROM feedback WHERE merchant_id = ${m} AND status = 'OPEN') AS "feedbackUnanswered",
      (SELECT count(*) FROM promotion_claim WHERE merchant_id = ${m} AND status = 'APPLYING')
        AS "promotionApplications",
      (SELECT count(*) FROM point_exchange WHERE merchant_id = ${m} AND status = 'APPLYING') AS "pointExchanges",
      -- A station typed by one operator (or by two who disagree) and not drawn yet: only CLOSED issues take
      -- entries, and an issue leaves CLOSED once every station is drawn.
      (SELECT count(*) FROM (
        SELECT DISTINCT e.issue_id, e.station_id
        FROM lottery_issue i JOIN lottery_result_entry e ON e.issue_id = i.id
        WHERE i.merchant_id = ${m} AND i.status = 'CLOSED'
          AND NOT EXISTS (SELECT 1 FROM lottery_draw_result r
            WHERE r.issue_id = e.issue_id AND r.station_id = e.station_id)) s)
        AS "lotteryResultsAwaitingSecondOperator",
      (SELECT count(*) FROM live_chat_conversation c
        WHERE c.merchant_id = ${m} AND c.status = 'OPEN' AND EXISTS (
          SELECT 1 FROM live_chat_message msg WHERE msg.conversation_id = c.id AND msg.sender = 'VISITOR'
            AND msg.id > c.support_last_read_id)) AS "liveChatsWaiting",
      (SELECT count(*) FROM agent_bill WHERE merchant_id = ${m} AND status = 'PENDING_REVIEW')
        AS "agentBillsAwaitingReview"`.execute(db);
  const row = rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([queue, count]) => [queue, Number(count)]),
  ) as TDashboardPending;
}
