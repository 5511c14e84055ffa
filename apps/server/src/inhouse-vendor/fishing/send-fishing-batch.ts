import { FISHING_GAME_CODE, VendorWalletError } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { platformWalletFor, vendorTxId } from '../platform-wallet.js';
import {
  FISHING_REQUEST_LEASE_MS,
  findFishingBatch,
  markFishingBatchRefused,
  markFishingBatchSettled,
  scheduleFishingRetry,
  type TFishingBatch,
} from './fishing-batches.js';

/** When a batch whose call went unanswered is sent again (by a reconnect or the sweeper). */
export const FISHING_FIRST_RETRY_DELAY_MS = 2_000;

export type TFishingSendOutcome =
  | { kind: 'SETTLED'; batch: TFishingBatch }
  | { kind: 'REFUSED'; batch: TFishingBatch; error: VendorWalletError }
  | { kind: 'UNANSWERED'; batch: TFishingBatch };

export const fishingBetTxId = (batchId: string) => vendorTxId(batchId, 'bet');
export const fishingWinTxId = (batchId: string) => vendorTxId(batchId, 'win');

/**
 * The batch's one wallet call: its summed bullets as the bet, its summed catches as the win, in one
 * bet-and-win whose transaction ids derive from the batch id, so every resend is the same call and the
 * platform applies it once. Only the holder of the batch's lease (its request, a reconnect or the sweeper
 * that claimed it) sends it, so a refusal is final: nothing moved, and no other copy is on its way.
 * `sessionToken`: the platform game session to bet in (a reconnect offers the player's current one).
 * `retryDelayMs`: when unanswered, hand the batch to the sweeper this soon (else the claim's lease stands).
 */
export async function sendFishingBatch(
  ctx: TAppContext,
  batch: TFishingBatch,
  options: { sessionToken?: string; retryDelayMs?: number } = {},
): Promise<TFishingSendOutcome> {
  const sessionToken = options.sessionToken ?? batch.platformSessionToken;
  try {
    const client = await platformWalletFor(ctx, batch.merchantCode);
    const answer = await client.betAndWin({
      playerId: batch.playerId,
      currency: batch.currency,
      sessionToken,
      roundId: batch.batchId,
      gameCode: FISHING_GAME_CODE,
      betTransactionId: fishingBetTxId(batch.batchId),
      betAmount: batch.betMinor,
      winTransactionId: fishingWinTxId(batch.batchId),
      winAmount: batch.payoutMinor,
    });
    await markFishingBatchSettled(ctx.db, batch.batchId, answer.balance);
    return { kind: 'SETTLED', batch: { ...batch, status: 'SETTLED', balanceAfterMinor: answer.balance } };
  } catch (error) {
    if (error instanceof VendorWalletError) {
      await markFishingBatchRefused(ctx.db, batch.batchId, error.code);
      return { kind: 'REFUSED', batch: { ...batch, status: 'REFUSED', failureCode: error.code }, error };
    }
    if (options.retryDelayMs !== undefined)
      await scheduleFishingRetry(ctx.db, batch.batchId, options.retryDelayMs);
    return { kind: 'UNANSWERED', batch };
  }
}

/**
 * Takes the lease of PENDING batches that are due (their request gave up on them, or its lease lapsed), with
 * FOR UPDATE SKIP LOCKED so two processes never claim the same batch, and answers their ids. `player` limits
 * it to one player's (a reconnect); `batchId` to one batch (a resent request).
 */
export async function claimDueFishingBatches(
  ctx: TAppContext,
  filter: { merchantCode: string; playerId: string; batchId?: string } | null,
  limit: number,
): Promise<string[]> {
  const leaseSeconds = FISHING_REQUEST_LEASE_MS / 1000;
  const result = await sql<{ batch_id: string }>`
    UPDATE inhouse_fishing_batch
       SET attempts = attempts + 1,
           -- The lease: at least a call's whole life (3 attempts of 5 s), doubling for batches that keep failing.
           retry_after = clock_timestamp() + make_interval(secs => least(300, ${leaseSeconds} * power(2, least(attempts, 4))))
     WHERE batch_id IN (
       SELECT batch_id FROM inhouse_fishing_batch
        WHERE status = 'PENDING' AND retry_after <= clock_timestamp()
          ${filter ? sql`AND merchant_code = ${filter.merchantCode} AND player_id = ${filter.playerId}` : sql``}
          ${filter?.batchId ? sql`AND batch_id = ${filter.batchId}` : sql``}
        ORDER BY retry_after
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING batch_id`.execute(ctx.db);
  return result.rows.map((row) => row.batch_id);
}

/** Sends the claimed batches one after another (a player's batches in the order they were played). */
export async function sendClaimedFishingBatches(
  ctx: TAppContext,
  batchIds: string[],
  sessionToken?: string,
): Promise<TFishingSendOutcome[]> {
  const outcomes: TFishingSendOutcome[] = [];
  for (const batchId of batchIds) {
    const batch = await findFishingBatch(ctx.db, batchId);
    if (batch?.status === 'PENDING') outcomes.push(await sendFishingBatch(ctx, batch, { sessionToken }));
  }
  return outcomes;
}

const SWEEP_BATCH = 20;

/** Any process: sends every batch whose request and reconnects gave up on it. Answers how many settled. */
export async function sweepPendingFishingBatches(ctx: TAppContext): Promise<number> {
  const outcomes = await sendClaimedFishingBatches(ctx, await claimDueFishingBatches(ctx, null, SWEEP_BATCH));
  return outcomes.filter((outcome) => outcome.kind !== 'UNANSWERED').length;
}
