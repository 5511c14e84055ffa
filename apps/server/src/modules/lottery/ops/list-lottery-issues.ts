import type { TDb } from '../../../db/database.js';
import type { TLotteryIssueStatus } from '../../../db/tables/lottery.js';
import { AppError } from '../../../platform/errors.js';

/**
 * A page of a game's issues for operators, newest draw first, with the total, their results and the operators'
 * result entries (so a mismatch shows). Seeds are never answered here: the site's draw results reveal them
 * after the draw.
 */
export async function listLotteryIssues(
  db: TDb,
  merchantId: bigint,
  input: { gameCode: string; status?: TLotteryIssueStatus; page: number; pageSize: number },
) {
  const game = await db
    .selectFrom('lottery_game')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', input.gameCode)
    .executeTakeFirst();
  if (!game) throw new AppError('NOT_FOUND');
  let base = db.selectFrom('lottery_issue').where('game_id', '=', game.id);
  if (input.status) base = base.where('status', '=', input.status);
  const [issues, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('draw_at', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = issues.map((issue) => issue.id);
  const [results, entries] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.selectFrom('lottery_draw_result').selectAll().where('issue_id', 'in', ids).execute(),
          db
            .selectFrom('lottery_result_entry')
            .selectAll()
            .where('issue_id', 'in', ids)
            .orderBy('entered_at')
            .execute(),
        ]);
  const list = issues.map((issue) => ({
    id: issue.id.toString(),
    numero: issue.code,
    stationIds: issue.station_ids,
    openAt: issue.open_at.toISOString(),
    closeAt: issue.close_at.toISOString(),
    drawAt: issue.draw_at.toISOString(),
    status: issue.status,
    serverSeedHash: issue.server_seed_hash,
    drawnAt: issue.drawn_at?.toISOString() ?? null,
    cancelledAt: issue.cancelled_at?.toISOString() ?? null,
    cancelReason: issue.cancel_reason,
    lastFeedError: issue.last_feed_error,
    results: results
      .filter((row) => row.issue_id === issue.id)
      .map((row) => ({ stationId: row.station_id, source: row.source, result: row.result })),
    entries: entries
      .filter((row) => row.issue_id === issue.id)
      .map((row) => ({
        stationId: row.station_id,
        operatorId: row.operator_id.toString(),
        result: row.result,
        enteredAt: row.entered_at.toISOString(),
      })),
  }));
  return { list, total: Number(count.n), page: input.page, pageSize: input.pageSize };
}
