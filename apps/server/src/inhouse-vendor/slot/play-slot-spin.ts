import {
  type TSlotSpinAnswer,
  type TSlotSpinRequest,
  type TVendorWalletClient,
  VendorWalletError,
} from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { platformWalletFor } from '../platform-wallet.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { reserveSlotRound, type TReservedRound } from './reserve-slot-round.js';
import {
  markBetPlaced,
  markRefused,
  placeSlotBet,
  rollBackSlotBet,
  scheduleRetry,
  settleSlotRound,
  type TSlotRoundMoney,
} from './slot-round-steps.js';
import { readSlotSpinByKey } from './slot-rounds.queries.js';

/** When the sweeper first retries a win or rollback the request could not finish. */
const FIRST_RETRY_DELAY_MS = 2_000;

/** A platform refusal as the vendor's own error (INSUFFICIENT_FUNDS keeps details.balance). */
function refusalOf(error: VendorWalletError): AppError {
  const details = Object.fromEntries(
    Object.entries(error.details).map(([key, value]) => [key, String(value)]),
  );
  return new AppError(error.code, Object.keys(details).length ? details : undefined);
}

/** Refunds a bet whose answer never came, or leaves it to the sweeper when the platform stays silent. */
async function undoUnansweredBet(ctx: TAppContext, client: TVendorWalletClient, round: TSlotRoundMoney) {
  try {
    await rollBackSlotBet(ctx.db, client, round);
  } catch {
    await scheduleRetry(ctx.db, round.roundId, FIRST_RETRY_DELAY_MS);
  }
}

/**
 * One spin: the outcome is drawn and stored first (nonce reserved), then the platform takes the stake and
 * pays the win. A refused bet ends the round (REFUSED); a bet without an answer is rolled back; a win without
 * an answer stays PENDING and the sweeper re-sends it, so the spin still answers, with status PENDING.
 */
export async function playSlotSpin(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TSlotSpinRequest,
): Promise<TSlotSpinAnswer> {
  const player = {
    merchantCode: session.merchantCode,
    playerId: session.playerId,
    currency: session.currency,
  };
  const key = request.clientRoundKey ?? null;
  if (key) {
    const replay = await readSlotSpinByKey(ctx, player, key);
    if (replay) return replay;
  }
  const client = await platformWalletFor(ctx, session.merchantCode);
  let reserved: TReservedRound;
  try {
    reserved = await reserveSlotRound(ctx.db, player, request.betMinor, key);
  } catch (error) {
    // The same key pressed twice at once: the other request made the round.
    const replay = key && isUniqueViolation(error) ? await readSlotSpinByKey(ctx, player, key) : null;
    if (replay) return replay;
    throw error;
  }
  const round: TSlotRoundMoney = {
    roundId: reserved.roundId,
    playerId: session.playerId,
    currency: session.currency,
    betMinor: request.betMinor,
    payoutMinor: reserved.spin.payoutMinor,
  };
  try {
    await placeSlotBet(client, round, session.platformSessionToken);
  } catch (error) {
    if (error instanceof VendorWalletError) {
      await markRefused(ctx.db, round.roundId, error.code);
      throw refusalOf(error);
    }
    await undoUnansweredBet(ctx, client, round);
    throw new AppError('UNAVAILABLE');
  }
  await markBetPlaced(ctx.db, round.roundId);
  let balance: number | null = null;
  try {
    balance = (await settleSlotRound(ctx.db, client, round)).balance;
  } catch {
    await scheduleRetry(ctx.db, round.roundId, FIRST_RETRY_DELAY_MS);
  }
  return {
    roundId: round.roundId,
    status: balance === null ? 'PENDING' : 'SETTLED',
    betMinor: round.betMinor,
    payoutMinor: round.payoutMinor,
    spin: reserved.spin,
    balance,
    serverSeedHash: reserved.serverSeedHash,
    clientSeed: reserved.clientSeed,
    nonce: reserved.nonce,
  };
}
