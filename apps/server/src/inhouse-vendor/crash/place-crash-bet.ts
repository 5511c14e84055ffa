import { CRASH_GAME_CODE, type TCrashBetRequest } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { platformWalletFor } from '../platform-wallet.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { crashPhaseAt } from './crash-round.js';
import { crashBetTxId, refundCrashBet } from './crash-money.js';
import { currentCrashRound } from './current-crash-round.js';
import { isRefusal, refusalAsAppError } from './live-money.js';

export type TCrashBetPlaced = {
  roundId: string;
  betMinor: number;
  autoCashOut: number | null;
  balance: number;
};

/**
 * One bet per player in the round taking bets at `now`: recorded PENDING under the round's share lock (so a
 * settlement cannot slip in between), then debited by the platform and OPEN. A refusal removes the row (the
 * player may bet again); a lost answer is rolled back.
 */
export async function placeCrashBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TCrashBetRequest,
  now: number,
): Promise<TCrashBetPlaced> {
  const round = await currentCrashRound(ctx.db, now);
  if (crashPhaseAt(round, now) !== 'BETTING')
    throw new AppError('INVALID_STATE', { round: 'betting_closed' });
  const autoCashOut = request.autoCashOut ?? null;

  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('inhouse_crash_round')
      .select('status')
      .where('round_number', '=', round.roundNumber)
      .forShare()
      .executeTakeFirst();
    if (locked?.status !== 'OPEN') return 'CLOSED' as const;
    const bet = await trx
      .insertInto('inhouse_crash_bet')
      .values({
        round_number: round.roundNumber,
        merchant_code: session.merchantCode,
        player_id: session.playerId,
        username: session.username,
        currency: session.currency,
        bet_minor: BigInt(request.betMinor),
        auto_cash_out: autoCashOut,
        created_at: new Date(now),
      })
      .onConflict((oc) => oc.columns(['round_number', 'merchant_code', 'player_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return bet ?? ('DUPLICATE' as const);
  });
  if (recorded === 'CLOSED') throw new AppError('INVALID_STATE', { round: 'betting_closed' });
  if (recorded === 'DUPLICATE') throw new AppError('INVALID_STATE', { bet: 'already_placed' });

  const money = {
    id: recorded.id,
    roundNumber: round.roundNumber,
    merchantCode: session.merchantCode,
    playerId: session.playerId,
    currency: session.currency,
    betMinor: request.betMinor,
    payoutMinor: null,
  };
  const wallet = await platformWalletFor(ctx, session.merchantCode);
  let balance: number;
  try {
    const answer = await wallet.bet({
      playerId: session.playerId,
      currency: session.currency,
      sessionToken: session.platformSessionToken,
      transactionId: crashBetTxId(round.roundId, session.playerId),
      roundId: round.roundId,
      gameCode: CRASH_GAME_CODE,
      amount: request.betMinor,
    });
    balance = answer.balance;
  } catch (error) {
    if (isRefusal(error)) {
      await ctx.db
        .deleteFrom('inhouse_crash_bet')
        .where('id', '=', recorded.id)
        .where('status', '=', 'PENDING')
        .execute();
      throw refusalAsAppError(error);
    }
    // The answer was lost: refund now, or leave it PENDING for the sweep to refund.
    await refundCrashBet(ctx, money).catch(() => undefined);
    throw new AppError('UNAVAILABLE');
  }
  const opened = await ctx.db
    .updateTable('inhouse_crash_bet')
    .set({ status: 'OPEN' })
    .where('id', '=', recorded.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  // The sweep already refunded it as stale: the player is not in this round.
  if (opened.numUpdatedRows === 0n) throw new AppError('UNAVAILABLE');
  return { roundId: round.roundId, betMinor: request.betMinor, autoCashOut, balance };
}
