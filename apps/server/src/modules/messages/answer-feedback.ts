import type { TOpsFeedback } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { sendMessage } from './send-message.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { selectOpsFeedback, toOpsFeedback } from './list-feedback-queue.js';

/** The title of the message that carries an answer; the site shows it translated (messages.json). */
export const FEEDBACK_ANSWER_TITLE = 'feedback_answer_title';

/**
 * POST /ops/merchants/:code/feedback/:id/answer: the answer is stored on the feedback (ANSWERED) and sent
 * to its member as a platform message, in one transaction; answering twice → INVALID_STATE. Audited.
 */
export async function answerFeedback(
  db: TDb,
  operator: TOperatorPrincipal,
  actor: TAuditActor,
  merchantCode: string,
  feedbackId: bigint,
  answer: string,
): Promise<TOpsFeedback> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  await db.transaction().execute(async (trx) => {
    const feedback = await trx
      .selectFrom('feedback')
      .select(['id', 'member_id', 'status', 'content'])
      .where('id', '=', feedbackId)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!feedback) throw new AppError('NOT_FOUND');
    if (feedback.status !== 'OPEN') throw new AppError('INVALID_STATE');
    const message = await sendMessage(trx, {
      merchantId: merchant.id,
      kind: 'FEEDBACK_ANSWER',
      audience: 'MEMBER',
      memberId: feedback.member_id,
      title: FEEDBACK_ANSWER_TITLE,
      content: answer,
      sentBy: operator.id,
    });
    await trx
      .updateTable('feedback')
      .set({
        status: 'ANSWERED',
        answer,
        answered_by: operator.id,
        answered_at: new Date(),
        answer_message_id: message.id,
      })
      .where('id', '=', feedback.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'feedback.answer',
      merchantId: merchant.id,
      target: `feedback:${feedback.id}`,
      before: { status: 'OPEN', answer: null },
      after: { status: 'ANSWERED', answer, messageId: message.id },
    });
  });
  const row = await selectOpsFeedback(db).where('f.id', '=', feedbackId).executeTakeFirstOrThrow();
  return toOpsFeedback(row);
}
