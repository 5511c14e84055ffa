import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { houseShardIds } from '../../ledger/index.js';
import { prepareLotteryDraw } from './prepare-lottery-draw.js';
import { settleLotteryBatch, type TSettlementKind } from './settle-lottery-batch.js';
import { syncLotteryBetTypes } from './sync-lottery-bet-types.js';

/** Bets per batch transaction: large enough that per-batch costs vanish, small enough to hold locks briefly. */
export const LOTTERY_SETTLE_BATCH_SIZE = 20_000;
/** Batches settled side by side per issue: the machine's two cores, each with its own connection. */
export const LOTTERY_SETTLE_WORKERS = 2;

export type TSettleIssueOptions = {
  batchSize?: number;
  workers?: number;
  /** Tests only: runs inside each batch's transaction just before it commits (batch number from 1). */
  beforeCommit?: (trx: TDb, batch: number) => Promise<void>;
};

export type TSettleIssueReport = {
  issueId: bigint;
  kind: TSettlementKind;
  runId: bigint;
  betsSettled: number;
  paidMinor: bigint;
  /** Whether this run turned the issue SETTLED (a racing run may have done it instead). */
  isIssueSettled: boolean;
};

/**
 * Settles the OPEN bets of one issue (docs/lottery.md, "Settlement"): a DRAWN issue by its draw, a CANCELLED
 * one by refunding every stake. Recorded as a lottery_settlement_run; the bets go in batches, each its own
 * transaction, until none is left to take; a drawn issue with no OPEN bet left turns SETTLED. Safe to run
 * twice at once (each batch skips the other's locked bets) and after a crash (what committed stays settled,
 * the rest is still OPEN). Answers null for an issue in any other state.
 */
export async function settleLotteryIssue(
  db: TDb,
  issueId: bigint,
  options: TSettleIssueOptions = {},
): Promise<TSettleIssueReport | null> {
  const issue = await db
    .selectFrom('lottery_issue')
    .select(['id', 'merchant_id', 'status'])
    .where('id', '=', issueId)
    .executeTakeFirst();
  if (!issue || (issue.status !== 'DRAWN' && issue.status !== 'CANCELLED')) return null;
  const kind: TSettlementKind = issue.status === 'DRAWN' ? 'SETTLE' : 'REFUND';
  let stationIds: string[] = [];
  if (kind === 'SETTLE') {
    await syncLotteryBetTypes(db);
    stationIds = await prepareLotteryDraw(db, issueId);
  }
  // The house shards exist before the workers start: two first batches both making them would have the second
  // wait on the first's uncommitted rows for a whole batch.
  const first = await db
    .selectFrom('lottery_bet')
    .select('currency')
    .where('issue_id', '=', issueId)
    .where('status', '=', 'OPEN')
    .limit(1)
    .executeTakeFirst();
  if (first) await houseShardIds(db, issue.merchant_id, first.currency);
  const run = await db
    .insertInto('lottery_settlement_run')
    .values({ issue_id: issueId, kind })
    .returning('id')
    .executeTakeFirstOrThrow();

  let betsSettled = 0;
  let paidMinor = 0n;
  // Each worker walks the OPEN bets in id order with its own cursor; SKIP LOCKED keeps them apart.
  const work = async () => {
    let afterId = 0n;
    for (let batch = 1; ; batch += 1) {
      const result = await settleLotteryBatch(db, {
        kind,
        issue: { id: issueId, merchantId: issue.merchant_id, stationIds },
        runId: run.id,
        afterId,
        limit: options.batchSize ?? LOTTERY_SETTLE_BATCH_SIZE,
        beforeCommit: options.beforeCommit && ((trx) => options.beforeCommit!(trx, batch)),
      });
      if (result.lastId === null) return;
      afterId = result.lastId;
      betsSettled += result.settled;
      paidMinor += result.paidMinor;
    }
  };
  const outcomes = await Promise.allSettled(
    Array.from({ length: options.workers ?? LOTTERY_SETTLE_WORKERS }, work),
  );
  const failure = outcomes.find((o) => o.status === 'rejected');
  if (failure) throw failure.reason;

  let isIssueSettled = false;
  if (kind === 'SETTLE') {
    const settled = await sql`UPDATE lottery_issue SET status = 'SETTLED'
      WHERE id = ${issueId} AND status = 'DRAWN'
        AND NOT EXISTS (SELECT 1 FROM lottery_bet WHERE issue_id = ${issueId} AND status = 'OPEN')`.execute(
      db,
    );
    isIssueSettled = Number(settled.numAffectedRows ?? 0n) > 0;
  }
  await db
    .updateTable('lottery_settlement_run')
    .set({ finished_at: new Date() })
    .where('id', '=', run.id)
    .execute();
  return { issueId, kind, runId: run.id, betsSettled, paidMinor, isIssueSettled };
}
