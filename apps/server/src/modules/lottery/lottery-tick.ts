import type { TDb } from '../../db/database.js';
import { drawFastLotteryIssues } from './draw-fast-lottery-issues.js';
import { drawOfficialLotteryIssues, type TOfficialDrawReport } from './draw-official-lottery-issues.js';
import { closeDueLotteryIssues } from './generate-lottery-issues.js';
import { settleLotteryIssues } from './settlement/settle-lottery-issues.js';

export type TLotteryDrawPass = { closed: number; drawnFast: number; official: TOfficialDrawReport };
export type TLotteryTickReport = TLotteryDrawPass & { settled: number; settleFailed: number };

/**
 * The draw job's pass: close the issues past their close time, draw the in-house fast ones and ask the
 * official feeds. Settlement is its own job (a big issue takes most of a minute; draws must not wait for it).
 */
export async function drawDueLotteryIssues(db: TDb, now = new Date()): Promise<TLotteryDrawPass> {
  const closed = await closeDueLotteryIssues(db, now);
  const drawnFast = await drawFastLotteryIssues(db, now);
  const official = await drawOfficialLotteryIssues(db, { now });
  return { closed, drawnFast, official };
}

/**
 * One pass of what the lottery jobs do, in their order: the draw pass, then settling every drawn (or
 * cancelled) issue. Each step is safe to run twice at once, so a tick may overlap the jobs; a second tick
 * finds nothing left to do. `now` is the clock of the close and draw steps (settlement takes whatever is
 * DRAWN, whenever). The end-to-end tests run it in place of the scheduler.
 */
export async function runLotteryTick(db: TDb, now = new Date()): Promise<TLotteryTickReport> {
  const pass = await drawDueLotteryIssues(db, now);
  const { reports, failed } = await settleLotteryIssues(db);
  return {
    ...pass,
    settled: reports.filter((report) => report.isIssueSettled).length,
    settleFailed: failed,
  };
}
