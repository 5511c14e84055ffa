import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { postManyAgainstHouse } from '../../ledger/index.js';
import {
  dropBatchTables,
  matchBatch,
  priceBatch,
  refundBatch,
  spreadBoardsAndPicks,
  takeOpenBets,
} from './settlement.queries.js';

export type TSettlementKind = 'SETTLE' | 'REFUND';

export type TSettleBatchInput = {
  kind: TSettlementKind;
  issue: { id: bigint; merchantId: bigint; stationIds: string[] };
  runId: bigint;
  afterId: bigint;
  limit: number;
  /** Tests only: runs inside the batch's transaction just before it commits. */
  beforeCommit?: (trx: TDb) => Promise<void>;
};

export type TSettleBatchResult = { settled: number; paidMinor: bigint; lastId: bigint | null };

/** The issue status each kind settles: a drawn issue's bets by the draw, a cancelled issue's by refund. */
const ISSUE_STATUS_OF: Record<TSettlementKind, string> = { SETTLE: 'DRAWN', REFUND: 'CANCELLED' };

/**
 * One batch in ONE transaction (docs/lottery.md, "Settlement"): the issue row FOR SHARE (a cancel waits, and
 * one that came first stops the batch), the next OPEN bets locked, their outcome computed in SQL, the bets and
 * their bet_round rows updated where still OPEN, then the credits posted through the ledger
 * (`lottery:payout:{betId}` LOTTERY_PAYOUT, `lottery:refund:{betId}` LOTTERY_REFUND) and the run's counters.
 * A crash anywhere leaves all of it or none; a bet already settled is never taken again, and its key would
 * not pay twice.
 */
export async function settleLotteryBatch(db: TDb, input: TSettleBatchInput): Promise<TSettleBatchResult> {
  return db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom('lottery_issue')
      .select('status')
      .where('id', '=', input.issue.id)
      .forShare()
      .executeTakeFirst();
    if (issue?.status !== ISSUE_STATUS_OF[input.kind]) return { settled: 0, paidMinor: 0n, lastId: null };
    // Sorts and hashes of a 20k-bet batch stay in memory.
    await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
    await dropBatchTables(trx);
    const taken = await takeOpenBets(trx, {
      issueId: input.issue.id,
      afterId: input.afterId,
      limit: input.limit,
    });
    if (taken.count === 0) return { settled: 0, paidMinor: 0n, lastId: null };

    if (input.kind === 'SETTLE') {
      await spreadBoardsAndPicks(trx, input.issue.id, input.issue.stationIds);
      await matchBatch(trx);
      await priceBatch(trx);
    } else {
      await refundBatch(trx);
    }

    // The id range lets both updates walk the primary key instead of scanning the table for OPEN rows.
    const { rows } = await sql<{ settled: string; paid: string }>`
      WITH updated AS (
        UPDATE lottery_bet b SET status = o.status, hits = o.hits, prize_hits = o.prize_hits,
          payout_minor = o.payout_minor, settled_at = now()
        FROM settle_outcome o WHERE b.id = o.id AND b.status = 'OPEN' AND b.id BETWEEN ${taken.firstId} AND ${taken.lastId}
        RETURNING b.id, b.payout_minor)
      SELECT count(*) AS settled, coalesce(sum(payout_minor), 0) AS paid FROM updated`.execute(trx);
    const settled = Number(rows[0]!.settled);
    const paidMinor = BigInt(rows[0]!.paid);
    if (settled !== taken.count) throw new Error('lottery settlement: a locked bet was no longer OPEN');

    // The betting record: a drawn bet is SETTLED with its payout (a refunded tie pays the stake back and is
    // no turnover); a cancelled draw's bet is CANCELLED with no stake and no turnover, as a rolled-back round.
    await sql`UPDATE bet_round r SET
        status = CASE WHEN ${input.kind} = 'REFUND' THEN 'CANCELLED' ELSE 'SETTLED' END,
        payout_minor = CASE WHEN ${input.kind} = 'REFUND' THEN 0 ELSE o.payout_minor END,
        stake_minor = CASE WHEN ${input.kind} = 'REFUND' THEN 0 ELSE r.stake_minor END,
        valid_bet_minor = CASE WHEN o.status = 'REFUNDED' THEN 0 ELSE r.valid_bet_minor END,
        settled_at = now()
      FROM settle_outcome o WHERE r.id = o.id AND r.status = 'OPEN' AND r.id BETWEEN ${taken.firstId} AND ${taken.lastId}`.execute(
      trx,
    );
    // Last, the shared rows: every member and house account of the batch, then the run's counters. Until here
    // two workers settle side by side; from here to the commit they take turns.
    await postManyAgainstHouse(trx, {
      merchantId: input.issue.merchantId,
      memo: `lottery issue ${input.issue.id}`,
      source: sql`SELECT member_id, currency, payout_minor AS amount_minor,
          CASE WHEN status = 'WON' THEN 'lottery:payout:' ELSE 'lottery:refund:' END || id AS idempotency_key,
          CASE WHEN status = 'WON' THEN 'LOTTERY_PAYOUT' ELSE 'LOTTERY_REFUND' END AS kind,
          'lottery-bet:' || id AS reference
        FROM settle_outcome WHERE payout_minor > 0`,
    });

    await trx
      .updateTable('lottery_settlement_run')
      .set((eb) => ({
        bets_settled: eb('bets_settled', '+', settled),
        paid_minor: eb('paid_minor', '+', paidMinor),
      }))
      .where('id', '=', input.runId)
      .execute();
    await input.beforeCommit?.(trx);
    return { settled, paidMinor, lastId: taken.lastId };
  });
}
