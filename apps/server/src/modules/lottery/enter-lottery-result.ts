import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { type TAuditActor, writeAudit } from '../admin/audit/write-audit.js';
import {
  parseLotteryResult,
  recordLotteryResults,
  resolveStationId,
  stationsOf,
} from './record-lottery-results.js';
import { isSameBoard } from './same-board.js';

export type TResultEntryState = 'WAITING_SECOND' | 'CONFIRMED' | 'MISMATCH';

export type TResultEntryOutcome = {
  state: TResultEntryState;
  issueStatus: string;
  /** The other operators' entries for this station and whether each matches this one. */
  others: { operatorId: string; isMatching: boolean; enteredAt: Date }[];
};

/**
 * An operator's entry of an official issue's result for one station (or '' for games without stations). The
 * entry replaces the operator's own earlier one; when a different operator has entered the same board it
 * becomes the draw result (source OPERATOR) and, with every station drawn, the issue is DRAWN. Differing
 * entries are kept and reported (MISMATCH), never applied. Audited as lottery.result-entry.
 */
export async function enterLotteryResult(
  db: TDb,
  actor: TAuditActor & { operatorId: bigint },
  input: { merchantId: bigint; issueId: bigint; stationId: string; result: unknown },
  now = new Date(),
): Promise<TResultEntryOutcome> {
  return db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom('lottery_issue as i')
      .innerJoin('lottery_game as g', 'g.id', 'i.game_id')
      .select(['i.id', 'i.code', 'i.status', 'i.close_at', 'i.station_ids', 'g.family', 'g.result_source'])
      .where('i.id', '=', input.issueId)
      .where('i.merchant_id', '=', input.merchantId)
      .forUpdate('i')
      .executeTakeFirst();
    if (!issue) throw new AppError('NOT_FOUND');
    if (issue.result_source === 'INHOUSE')
      throw new AppError('INVALID_STATE', { resultSource: 'drawn in house: no operator entry' });
    // The close job may not have run yet: an issue past its close time is closed here.
    const isPastClose = issue.status === 'OPEN' && issue.close_at <= now;
    if (issue.status !== 'CLOSED' && !isPastClose)
      throw new AppError('INVALID_STATE', { status: issue.status });
    const stationId = resolveStationId(issue.station_ids, input.stationId);
    if (!stationsOf(issue.station_ids).includes(stationId))
      throw new AppError('VALIDATION_FAILED', { stationId: 'not a station of this issue' });
    const result = parseLotteryResult(issue.family, input.result);
    if (isPastClose)
      await trx.updateTable('lottery_issue').set({ status: 'CLOSED' }).where('id', '=', issue.id).execute();
    const drawn = await trx
      .selectFrom('lottery_draw_result')
      .select('station_id')
      .where('issue_id', '=', issue.id)
      .where('station_id', '=', stationId)
      .executeTakeFirst();
    if (drawn) throw new AppError('INVALID_STATE', { stationId: 'this station already has its result' });
    // The audit's before: this operator's own earlier entry for the station, which the new one replaces.
    const ownBefore = await trx
      .selectFrom('lottery_result_entry')
      .select(['result', 'entered_at'])
      .where('issue_id', '=', issue.id)
      .where('station_id', '=', stationId)
      .where('operator_id', '=', actor.operatorId)
      .executeTakeFirst();
    await trx
      .insertInto('lottery_result_entry')
      .values({
        issue_id: issue.id,
        station_id: stationId,
        operator_id: actor.operatorId,
        result: JSON.stringify(result),
        entered_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['issue_id', 'station_id', 'operator_id'])
          .doUpdateSet({ result: JSON.stringify(result), entered_at: now }),
      )
      .execute();
    const otherRows = await trx
      .selectFrom('lottery_result_entry')
      .select(['operator_id', 'result', 'entered_at'])
      .where('issue_id', '=', issue.id)
      .where('station_id', '=', stationId)
      .where('operator_id', '!=', actor.operatorId)
      .orderBy('entered_at')
      .execute();
    const others = otherRows.map((row) => ({
      operatorId: row.operator_id.toString(),
      isMatching: isSameBoard(row.result, result),
      enteredAt: row.entered_at,
    }));
    let state: TResultEntryState = others.length === 0 ? 'WAITING_SECOND' : 'MISMATCH';
    let issueStatus: string = 'CLOSED';
    if (others.some((other) => other.isMatching)) {
      state = 'CONFIRMED';
      const isDrawn = await recordLotteryResults(trx, issue, [{ stationId, result }], 'OPERATOR', now);
      if (isDrawn) issueStatus = 'DRAWN';
    }
    await writeAudit(trx, actor, {
      action: 'lottery.result-entry',
      merchantId: input.merchantId,
      target: `lottery-issue:${issue.id}`,
      before: {
        stationId,
        issueStatus: issue.status,
        ownEntry: ownBefore
          ? { result: ownBefore.result, enteredAt: ownBefore.entered_at.toISOString() }
          : null,
      },
      after: { stationId, state, issueStatus, result },
    });
    return { state, issueStatus, others };
  });
}
