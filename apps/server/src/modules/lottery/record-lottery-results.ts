import { ZLotteryResult, type TLotteryFamily, type TLotteryResult } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TLotteryResultSource } from '../../db/tables/lottery.js';
import { AppError } from '../../platform/errors.js';

export type TStationResult = { stationId: string; result: TLotteryResult };

/** The stations an issue needs a result for: its station ids, or the one unnamed station ''. */
export const stationsOf = (stationIds: readonly string[]): string[] =>
  stationIds.length > 0 ? [...stationIds] : [''];

/** The station a result is for: one left out ('') on an issue of a single station (the North) is that station. */
export const resolveStationId = (stationIds: readonly string[], given: string): string =>
  given === '' && stationIds.length === 1 ? stationIds[0]! : given;

/**
 * Checks a result against the engine's schema and the game's family; answers it parsed, or throws
 * VALIDATION_FAILED naming what is wrong (an operator's typing or a feed's answer).
 */
export function parseLotteryResult(family: TLotteryFamily, value: unknown): TLotteryResult {
  const parsed = ZLotteryResult.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', {
      result: `${issue?.path.join('.') || 'result'}: ${issue?.message ?? 'invalid'}`,
    });
  }
  if (parsed.data.family !== family)
    throw new AppError('VALIDATION_FAILED', { result: `family must be ${family}` });
  return parsed.data;
}

/**
 * Writes an issue's results (a station's existing result is kept) and, once every station has one, moves the
 * issue from CLOSED to DRAWN. Call it inside the transaction that locked the issue row. Answers whether the
 * issue is now DRAWN.
 */
export async function recordLotteryResults(
  trx: TDb,
  issue: { id: bigint; station_ids: string[] },
  results: TStationResult[],
  source: TLotteryResultSource,
  now = new Date(),
): Promise<boolean> {
  const needed = stationsOf(issue.station_ids);
  results = results.map((row) => ({ ...row, stationId: resolveStationId(issue.station_ids, row.stationId) }));
  for (const { stationId } of results)
    if (!needed.includes(stationId))
      throw new AppError('VALIDATION_FAILED', { stationId: `not a station of this issue: ${stationId}` });
  if (results.length > 0)
    await trx
      .insertInto('lottery_draw_result')
      .values(
        results.map(({ stationId, result }) => ({
          issue_id: issue.id,
          station_id: stationId,
          result: JSON.stringify(result),
          source,
          drawn_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['issue_id', 'station_id']).doNothing())
      .execute();
  const have = await trx
    .selectFrom('lottery_draw_result')
    .select('station_id')
    .where('issue_id', '=', issue.id)
    .execute();
  if (!needed.every((station) => have.some((row) => row.station_id === station))) return false;
  const updated = await trx
    .updateTable('lottery_issue')
    .set({ status: 'DRAWN', drawn_at: now })
    .where('id', '=', issue.id)
    .where('status', '=', 'CLOSED')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
