import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';

/**
 * Inside a bet's (or a cancel's) transaction: locks the issue row FOR SHARE, then reads the database clock, and
 * answers that instant when the issue takes bets (OPEN and open_at <= clock < close_at), else
 * LOTTERY_ISSUE_CLOSED. Closing the issue is an UPDATE, which waits for every transaction holding the share
 * lock, and a bet that asks for the lock after the close waits for it and then sees CLOSED: no bet lands after
 * the close, and none is placed at or after close_at by the database's clock (docs/lottery.md, "Bets").
 */
export async function lockLotteryIssueForBets(trx: TDb, issueId: bigint): Promise<Date> {
  const issue = await trx
    .selectFrom('lottery_issue')
    .select(['status', 'open_at', 'close_at'])
    .where('id', '=', issueId)
    .forShare()
    .executeTakeFirst();
  // The clock is read after the lock is granted, so a wait for the lock counts against close_at.
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(trx);
  const now = rows[0]?.now;
  if (!issue || !now || issue.status !== 'OPEN' || now < issue.open_at || now >= issue.close_at)
    throw new AppError('LOTTERY_ISSUE_CLOSED');
  return now;
}
