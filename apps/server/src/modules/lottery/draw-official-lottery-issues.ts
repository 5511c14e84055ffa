import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { httpResultsFeed } from './http-results-feed.js';
import type { TLotteryResultsFeed } from './lottery-results-feed.js';
import { recordLotteryResults } from './record-lottery-results.js';
import { SIMULATED_RESULTS_FEED } from './simulated-results-feed.js';

/**
 * Official games close a few issues a day per merchant, so one run asks about all of them: a batch smaller than
 * the backlog would let old issues a feed never publishes (to cancel by an operator) starve newer ones.
 */
const BATCH_SIZE = 1_000;

export type TOfficialDrawReport = { drawn: number; waiting: number; failed: number };

const describeError = (error: unknown) =>
  error instanceof AppError && error.details
    ? `${error.code}: ${JSON.stringify(error.details)}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Asks each CLOSED official issue's feed (HTTP_FEED or SIMULATED games) for its results once its draw time has
 * come; a complete answer draws the issue (DRAWN), none leaves it for the next run, a failure is kept in
 * last_feed_error. The fetch runs outside any transaction; the write locks the issue and changes only a
 * CLOSED one, so racing runs draw it once.
 */
export async function drawOfficialLotteryIssues(
  db: TDb,
  options: { now?: Date; feeds?: Partial<Record<'HTTP_FEED' | 'SIMULATED', TLotteryResultsFeed>> } = {},
): Promise<TOfficialDrawReport> {
  const now = options.now ?? new Date();
  const feeds = { HTTP_FEED: httpResultsFeed(), SIMULATED: SIMULATED_RESULTS_FEED, ...options.feeds };
  const report: TOfficialDrawReport = { drawn: 0, waiting: 0, failed: 0 };
  const due = await db
    .selectFrom('lottery_issue as i')
    .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
    .selectAll('g')
    .select(['i.id as issue_id', 'i.code as issue_code', 'i.station_ids'])
    .where('i.status', '=', 'CLOSED')
    .where('i.draw_at', '<=', now)
    .where('g.result_source', 'in', ['HTTP_FEED', 'SIMULATED'])
    .orderBy('i.draw_at')
    .limit(BATCH_SIZE)
    .execute();
  for (const row of due) {
    const feed = feeds[row.result_source as 'HTTP_FEED' | 'SIMULATED'];
    const issue = { id: row.issue_id, code: row.issue_code, station_ids: row.station_ids };
    try {
      const results = await feed.fetchResults(row, issue);
      if (!results) {
        report.waiting++;
        continue;
      }
      const isDrawn = await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('lottery_issue')
          .select(['id', 'station_ids', 'status'])
          .where('id', '=', issue.id)
          .forUpdate()
          .executeTakeFirst();
        if (locked?.status !== 'CLOSED') return false;
        const drawn = await recordLotteryResults(trx, locked, results, feed.source, now);
        await trx
          .updateTable('lottery_issue')
          .set({ last_feed_error: drawn ? null : 'the feed answered only some stations' })
          .where('id', '=', issue.id)
          .execute();
        return drawn;
      });
      if (isDrawn) report.drawn++;
      else report.waiting++;
    } catch (error) {
      report.failed++;
      await db
        .updateTable('lottery_issue')
        .set({ last_feed_error: describeError(error).slice(0, 500) })
        .where('id', '=', issue.id)
        .execute();
    }
  }
  return report;
}
