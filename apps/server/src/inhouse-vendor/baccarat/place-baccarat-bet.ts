import { BACCARAT_GAME_CODE, BACCARAT_MAX_BETS_PER_ROUND, type TBaccaratBetRequest } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { platformWalletFor } from '../platform-wallet.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { isRefusal, refusalAsAppError } from '../crash/live-money.js';
import { baccaratBetTxId, refundBaccaratBet } from './baccarat-money.js';
import {
  baccaratPhaseAt,
  baccaratRoundId,
  baccaratRoundNumberAt,
  ensureBaccaratRound,
} from './baccarat-round.js';

export type TBaccaratBetPlaced = {
  roundId: string;
  kind: TBaccaratBetRequest['kind'];
  betMinor: number;
  seq: number;
  balance: number;
};

const MAX_ATTEMPTS = 3;

/** Records the player's next bet of the round PENDING under the round's share lock (the deal waits for it). */
async function recordBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  roundNumber: bigint,
  request: TBaccaratBetRequest,
  now: number,
): Promise<{ id: bigint; seq: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const round = await trx
          .selectFrom('inhouse_baccarat_round')
          .select('status')
          .where('round_number', '=', roundNumber)
          .forShare()
          .executeTakeFirst();
        if (round?.status !== 'OPEN') throw new AppError('INVALID_STATE', { round: 'betting_closed' });
        const { count, last } = await trx
          .selectFrom('inhouse_baccarat_bet')
          .select((eb) => [eb.fn.countAll<bigint>().as('count'), eb.fn.max('seq').as('last')])
          .where('round_number', '=', roundNumber)
          .where('merchant_code', '=', session.merchantCode)
          .where('player_id', '=', session.playerId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= BACCARAT_MAX_BETS_PER_ROUND)
          throw new AppError('INVALID_STATE', { bet: 'too_many_bets' });
        const seq = (last ?? 0) + 1;
        const bet = await trx
          .insertInto('inhouse_baccarat_bet')
          .values({
            round_number: roundNumber,
            merchant_code: session.merchantCode,
            player_id: session.playerId,
            username: session.username,
            currency: session.currency,
            seq,
            kind: request.kind,
            bet_minor: BigInt(request.betMinor),
            created_at: new Date(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: bet.id, seq };
      });
    } catch (error) {
      // Two bets of one player at once took the same number: the later one takes the next.
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * A bet on PLAYER, BANKER or TIE in the round taking bets at `now` (the first 20 s of its 30): its own
 * platform bet `<roundId>:<playerId>:<seq>`. A refusal removes it; a lost answer is rolled back.
 */
export async function placeBaccaratBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TBaccaratBetRequest,
  now: number,
): Promise<TBaccaratBetPlaced> {
  const roundNumber = baccaratRoundNumberAt(now);
  if (baccaratPhaseAt(roundNumber, now) !== 'BETTING')
    throw new AppError('INVALID_STATE', { round: 'betting_closed' });
  await ensureBaccaratRound(ctx.db, roundNumber, now);
  const { id, seq } = await recordBet(ctx, session, roundNumber, request, now);
  const roundId = baccaratRoundId(roundNumber);
  const wallet = await platformWalletFor(ctx, session.merchantCode);
  let balance: number;
  try {
    const answer = await wallet.bet({
      playerId: session.playerId,
      currency: session.currency,
      sessionToken: session.platformSessionToken,
      transactionId: baccaratBetTxId(roundId, session.playerId, seq),
      roundId,
      gameCode: BACCARAT_GAME_CODE,
      amount: request.betMinor,
    });
    balance = answer.balance;
  } catch (error) {
    if (isRefusal(error)) {
      await ctx.db
        .deleteFrom('inhouse_baccarat_bet')
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .execute();
      throw refusalAsAppError(error);
    }
    const bet = {
      id,
      roundNumber,
      merchantCode: session.merchantCode,
      playerId: session.playerId,
      currency: session.currency,
      seq,
    };
    await refundBaccaratBet(ctx, bet).catch(() => undefined);
    throw new AppError('UNAVAILABLE');
  }
  const opened = await ctx.db
    .updateTable('inhouse_baccarat_bet')
    .set({ status: 'OPEN' })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (opened.numUpdatedRows === 0n) throw new AppError('UNAVAILABLE');
  return { roundId, kind: request.kind, betMinor: request.betMinor, seq, balance };
}
