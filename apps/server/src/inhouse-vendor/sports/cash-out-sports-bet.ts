import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { cashOutValueOf, readLegStates, readSportsBet } from './read-sports-bets.js';
import { sendSportsPayment } from './sports-money.js';
import type { TSportsBetView } from '@kirin/contracts';

/**
 * Closes an open bet now for its cash-out value (current prices, less the margin), if that is still at least
 * what the page showed. The bet becomes CASHED_OUT with payment 1 = the value, sent at once as the round's win;
 * a lost answer leaves it to the sweep (balance null).
 */
export async function cashOutSportsBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: { betId: string; expectedValueMinor: number },
  now: number,
): Promise<{ bet: TSportsBetView; balance: number | null }> {
  const { value, product } = await ctx.db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('inhouse_sports_bet')
      .select(['id', 'status', 'stake_minor', 'product'])
      .where('id', '=', request.betId)
      .where('merchant_code', '=', session.merchantCode)
      .where('player_id', '=', session.playerId)
      .forUpdate()
      .executeTakeFirst();
    if (!bet) throw new AppError('NOT_FOUND');
    if (bet.status !== 'OPEN') throw new AppError('INVALID_STATE', { bet: 'not_open' });
    const legs = (await readLegStates(trx, [bet.id])).get(bet.id) ?? [];
    const worth = cashOutValueOf(bet.stake_minor, legs);
    if (worth === null) throw new AppError('INVALID_STATE', { bet: 'cash_out_unavailable' });
    if (worth < BigInt(request.expectedValueMinor))
      throw new AppError('INVALID_STATE', { cashOut: 'value_changed', valueMinor: worth.toString() });
    await trx
      .updateTable('inhouse_sports_bet')
      .set({ status: 'CASHED_OUT', payout_minor: worth, settled_at: new Date(now) })
      .where('id', '=', bet.id)
      .execute();
    await trx
      .insertInto('inhouse_sports_payment')
      .values({ bet_id: bet.id, seq: 1, kind: 'CASH_OUT', amount_minor: worth })
      .execute();
    return { value: worth, product: bet.product };
  });
  let balance: number | null = null;
  try {
    const answer = await sendSportsPayment(
      ctx,
      {
        betId: request.betId,
        product,
        merchantCode: session.merchantCode,
        playerId: session.playerId,
        currency: session.currency,
      },
      1,
      value,
    );
    balance = answer.balance;
  } catch {
    // The sweep re-sends it with the same transaction id.
  }
  return { bet: await readSportsBet(ctx.db, request.betId), balance };
}
