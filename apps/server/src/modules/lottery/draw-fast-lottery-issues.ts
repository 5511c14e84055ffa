import { drawFastLotteryResult, type TLotteryFastFamily } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { recordLotteryResults } from './record-lottery-results.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

const BATCH_SIZE = 100;

/**
 * Draws every CLOSED in-house issue whose draw time has come with `drawFastLotteryResult(seed, issueCode)`,
 * stores the result, reveals the seed and marks the issue DRAWN. Exactly once even when runs race: each batch
 * locks its issues with SKIP LOCKED (a concurrent run takes other rows or none) and the status change is
 * conditional on CLOSED. Answers how many issues this run drew.
 */
export async function drawFastLotteryIssues(db: TDb, now = new Date()): Promise<number> {
  let drawn = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('lottery_issue as i')
        .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
        .innerJoin('lottery_issue_seed as s', 's.issue_id', 'i.id')
        .select(['i.id', 'i.code', 'i.station_ids', 'g.family', 's.server_seed'])
        .where('i.status', '=', 'CLOSED')
        .where('i.draw_at', '<=', now)
        .where('g.result_source', '=', 'INHOUSE')
        .orderBy('i.draw_at')
        .limit(BATCH_SIZE)
        .forUpdate('i')
        .skipLocked()
        .execute();
      let batch = 0;
      for (const issue of due) {
        // Sealed until now (platform/secrets): not even a database reader may know it before the draw.
        const seed = openSecret('lottery-seed', issue.server_seed);
        const result = await drawFastLotteryResult(issue.family as TLotteryFastFamily, seed, issue.code);
        if (!(await recordLotteryResults(trx, issue, [{ stationId: '', result }], 'INHOUSE', now))) continue;
        await trx
          .updateTable('lottery_issue_seed')
          // Public from now on (the seed check of provably fair): kept in clear.
          .set({ revealed_at: now, server_seed: seed })
          .where('issue_id', '=', issue.id)
          .execute();
        batch++;
      }
      return { batch, seen: due.length };
    });
    drawn += count.batch;
    if (count.seen < BATCH_SIZE || count.batch === 0) return drawn;
  }
}
