import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { type TAuditActor, writeAudit } from '../admin/audit/write-audit.js';
import { hasSettledLotteryBets } from './settlement/has-settled-lottery-bets.js';

/**
 * Cancels an issue that is not settled (OPEN, CLOSED or DRAWN) in one transaction with its audit row. The
 * settlement job then refunds every open bet of the issue in full, set-based and exactly once (docs/lottery.md,
 * "Settlement"); the caller queues it. Answers the issue's previous status.
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
    // Settlement has begun (its batches lock this row FOR SHARE, so what we read here is final): the bets it
    // settled stand, so the draw can no longer be cancelled. Before that, the settlement job refunds the bets.
    if (issue.status === 'DRAWN' && (await hasSettledLotteryBets(trx, issue.id)))
      throw new AppError('INVALID_STATE', { status: 'SETTLING' });
    await trx
      .updateTable('lottery_issue')
      .set({ status: 'CANCELLED', cancelled_at: now, cancel_reason: input.reason })
      .where('id', '=', issue.id)
      .execute();
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
