import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import {
  settleLotteryIssue,
  type TSettleIssueOptions,
  type TSettleIssueReport,
} from './settle-lottery-issue.js';

/** Issues one job run takes at most; the next run takes the rest. */
const ISSUES_PER_RUN = 100;

/**
 * The lottery-settle job's work: every DRAWN issue (oldest draw first), and every CANCELLED issue still holding
 * OPEN bets, settled or refunded one after the other. An issue that fails is logged and left for the next run;
 * the others go on.
 */
export async function settleLotteryIssues(
  db: TDb,
  options: TSettleIssueOptions = {},
): Promise<{ reports: TSettleIssueReport[]; failed: number }> {
  const { rows } = await sql<{ id: bigint }>`
    (SELECT id FROM lottery_issue WHERE status = 'DRAWN' ORDER BY drawn_at, id LIMIT ${ISSUES_PER_RUN})
    UNION ALL
    (SELECT i.id FROM lottery_issue i WHERE i.status = 'CANCELLED'
      AND EXISTS (SELECT 1 FROM lottery_bet b WHERE b.issue_id = i.id AND b.status = 'OPEN')
      ORDER BY i.id LIMIT ${ISSUES_PER_RUN})`.execute(db);
  const reports: TSettleIssueReport[] = [];
  let failed = 0;
  for (const { id } of rows) {
    try {
      const report = await settleLotteryIssue(db, id, options);
      if (report) reports.push(report);
    } catch (error) {
      failed += 1;
      console.error(`[kirin] lottery settlement of issue ${id} failed: ${(error as Error).message}`);
    }
  }
  return { reports, failed };
}
