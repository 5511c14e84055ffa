import type { TErrorCode, VendorWalletError } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import {
  findFishingBatchByKey,
  findPendingFishingBatches,
  fishingBatchAnswer,
  reserveFishingBatch,
  type TFishingBatch,
} from './fishing-batches.js';
import type { TFishingBatchAnswer, TFishingBatchRequest, TFishingResumeAnswer } from './fishing.schemas.js';
import {
  FISHING_FIRST_RETRY_DELAY_MS,
  claimDueFishingBatches,
  sendClaimedFishingBatches,
  sendFishingBatch,
  type TFishingSendOutcome,
} from './send-fishing-batch.js';

/** A platform refusal as the vendor's own error (INSUFFICIENT_FUNDS keeps details.balance). */
function refusalOf(error: VendorWalletError): AppError {
  const details = Object.fromEntries(
    Object.entries(error.details).map(([key, value]) => [key, String(value)]),
  );
  return new AppError(error.code, Object.keys(details).length ? details : undefined);
}

const playerOf = (session: TVendorPlayerSession) => ({
  merchantCode: session.merchantCode,
  playerId: session.playerId,
});

/** What a resent request gets: the batch as it stands, after one more try if it is due. */
async function answerExisting(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  batch: TFishingBatch,
): Promise<TFishingBatchAnswer> {
  let current = batch;
  if (current.status === 'PENDING') {
    const claimed = await claimDueFishingBatches(ctx, { ...playerOf(session), batchId: batch.batchId }, 1);
    const [outcome] = await sendClaimedFishingBatches(ctx, claimed, session.platformSessionToken);
    if (outcome) current = outcome.batch;
  }
  if (current.status === 'REFUSED') throw new AppError((current.failureCode ?? 'UNAVAILABLE') as TErrorCode);
  return fishingBatchAnswer(current);
}

/**
 * One batch of shots: decided and stored PENDING first (nonce reserved), then settled with the platform in
 * one bet-and-win call. A refusal ends the batch (REFUSED, nothing moved) and is answered as the platform's
 * code; no answer leaves it PENDING for a reconnect or the sweeper, and the page gets the catches with
 * status PENDING and balance null. The same batchKey again answers the same batch.
 */
export async function playFishingBatchRequest(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TFishingBatchRequest,
): Promise<TFishingBatchAnswer> {
  const player = playerOf(session);
  const existing = await findFishingBatchByKey(ctx.db, player, request.batchKey);
  if (existing) return answerExisting(ctx, session, existing);
  let batch: TFishingBatch;
  try {
    batch = await reserveFishingBatch(
      ctx.db,
      { ...player, currency: session.currency, platformSessionToken: session.platformSessionToken },
      request.batchKey,
      request.shots,
    );
  } catch (error) {
    // The same batch sent twice at once: the other request made it.
    const made = isUniqueViolation(error)
      ? await findFishingBatchByKey(ctx.db, player, request.batchKey)
      : null;
    if (made) return answerExisting(ctx, session, made);
    throw error;
  }
  const outcome = await sendFishingBatch(ctx, batch, { retryDelayMs: FISHING_FIRST_RETRY_DELAY_MS });
  if (outcome.kind === 'REFUSED') throw refusalOf(outcome.error);
  return fishingBatchAnswer(outcome.batch);
}

/**
 * A reconnect: every batch of the player still in flight is sent again now (with the player's current
 * platform session) unless another sender holds it, and the page learns what each became.
 */
export async function resumeFishing(
  ctx: TAppContext,
  session: TVendorPlayerSession,
): Promise<TFishingResumeAnswer> {
  const player = playerOf(session);
  const claimed = await claimDueFishingBatches(ctx, player, 100);
  const outcomes: TFishingSendOutcome[] = await sendClaimedFishingBatches(
    ctx,
    claimed,
    session.platformSessionToken,
  );
  const answer: TFishingResumeAnswer = { settled: [], refused: [], pending: [] };
  for (const outcome of outcomes) {
    if (outcome.kind === 'SETTLED') answer.settled.push(fishingBatchAnswer(outcome.batch));
    if (outcome.kind === 'REFUSED')
      answer.refused.push({
        batchId: outcome.batch.batchId,
        batchKey: outcome.batch.batchKey,
        code: outcome.error.code,
      });
  }
  // Unanswered again, or held by another sender (a request still running, a sweeper): still in flight.
  answer.pending = (await findPendingFishingBatches(ctx.db, player)).map((batch) => batch.batchId);
  return answer;
}
