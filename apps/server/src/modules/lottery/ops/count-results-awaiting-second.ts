import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/**
 * How many lottery draw stations of the merchant have an operator's result typed and no draw result yet: one
 * more operator must enter the same board (two who disagree count once). Only CLOSED issues take entries, and
 * an issue leaves CLOSED once every station is drawn.
 */
export async function countResultsAwaitingSecond(db: TDb, merchantId: bigint): Promise<number> {
  const { rows } = await sql<{ waiting: string }>`
    SELECT count(*) AS waiting FROM (
      SELECT DISTINCT e.issue_id, e.station_id
      FROM lottery_issue i JOIN lottery_result_entry e ON e.issue_id = i.id
      WHERE i.merchant_id = ${merchantId} AND i.status = 'CLOSED'
        AND NOT EXISTS (SELECT 1 FROM lottery_draw_result r
          WHERE r.issue_id = e.issue_id AND r.station_id = e.station_id)
    ) stations`.execute(db);
  return Number(rows[0]?.waiting ?? 0);
}
