import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { type TAuditActor, writeAudit } from '../admin/audit/write-audit.js';

/**
 * Cancels an issue that is not settled (OPEN, CLOSED or DRAWN) in one transaction with its audit row. This is
 * the hook of the bets slice: the refund of every bet on the issue goes in this same transaction, so a
 * cancelled issue never keeps a stake. Answers the issue's previous status.
 */
export async function cancelLotteryIssue(
  db: TDb,
  actor: TAuditActor,
  input: { merchantId: bigint; issueId: bigint; reason: string },
  now = new Date(),
): Promise<{ previousStatus: string }> {
  return db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom('lottery_issue')
      .select(['id', 'code', 'status', 'game_id'])
      .where('id', '=', input.issueId)
      .where('merchant_id', '=', input.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!issue) throw new AppError('NOT_FOUND');
    if (issue.status === 'SETTLED' || issue.status === 'CANCELLED')
      throw new AppError('INVALID_STATE', { status: issue.status });
    await trx
      .updateTable('lottery_issue')
      .set({ status: 'CANCELLED', cancelled_at: now, cancel_reason: input.reason })
      .where('id', '=', issue.id)
      .execute();
    // Bets slice: refund every bet of this issue here, in this transaction (docs/lottery.md).
    await writeAudit(trx, actor, {
      action: 'lottery.cancel',
      merchantId: input.merchantId,
      target: `lottery-issue:${issue.id}`,
      before: { status: issue.status, code: issue.code },
      after: { status: 'CANCELLED', reason: input.reason },
    });
    return { previousStatus: issue.status };
  });
}
