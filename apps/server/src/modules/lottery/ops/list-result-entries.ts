import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { stationsOf } from '../record-lottery-results.js';

export type TStationEntryState = 'DRAWN' | 'WAITING_FIRST' | 'WAITING_SECOND' | 'MISMATCH';

/**
 * An issue's result entry, station by station, for the operators confirming it: whether the station has its
 * result, and the entries typed so far. Two matching entries from different operators draw a station at once,
 * so two or more entries on a station still waiting always disagree (MISMATCH).
 */
export async function listResultEntries(db: TDb, merchantId: bigint, issueId: bigint) {
  const issue = await db
    .selectFrom('lottery_issue as i')
    .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
    .select(['i.id', 'i.code', 'i.status', 'i.station_ids', 'g.code as game_code', 'g.result_source'])
    .where('i.id', '=', issueId)
    .where('i.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!issue) throw new AppError('NOT_FOUND');
  const [results, entries] = await Promise.all([
    db.selectFrom('lottery_draw_result').selectAll().where('issue_id', '=', issue.id).execute(),
    db
      .selectFrom('lottery_result_entry')
      .selectAll()
      .where('issue_id', '=', issue.id)
      .orderBy('entered_at')
      .execute(),
  ]);
  return {
    issueId: issue.id.toString(),
    gameCode: issue.game_code,
    numero: issue.code,
    status: issue.status,
    resultSource: issue.result_source,
    stations: stationsOf(issue.station_ids).map((stationId) => {
      const drawn = results.find((row) => row.station_id === stationId);
      const typed = entries.filter((row) => row.station_id === stationId);
      const state: TStationEntryState = drawn
        ? 'DRAWN'
        : typed.length === 0
          ? 'WAITING_FIRST'
          : typed.length === 1
            ? 'WAITING_SECOND'
            : 'MISMATCH';
      return {
        stationId,
        state,
        result: drawn ? { source: drawn.source, result: drawn.result } : null,
        entries: typed.map((row) => ({
          operatorId: row.operator_id.toString(),
          result: row.result,
          enteredAt: row.entered_at.toISOString(),
        })),
      };
    }),
  };
}
