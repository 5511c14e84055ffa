import type { TDb } from '../../../db/database.js';

/** Whether settlement has settled any bet of the issue (a refunded tie counts; a member's cancel does not). */
export async function hasSettledLotteryBets(db: TDb, issueId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('lottery_bet')
    .select('id')
    .where('issue_id', '=', issueId)
    .where('status', 'in', ['WON', 'LOST', 'REFUNDED'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
