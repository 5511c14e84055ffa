import { randomBytes } from 'node:crypto';
import {
  acceptsOddsChange,
  combinedOddsMilli,
  ESPORTS_GAME_CODE,
  SPORTS_IN_PLAY_DELAY_MS,
  SPORTS_MAX_COMBINED_ODDS_MILLI,
  type TSportsBetRequest,
  type TSportsBetView,
} from '@kirin/contracts';
import type { TSportsProduct } from '../../db/tables/inhouse-sports.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { isRefusal, refusalAsAppError } from '../crash/live-money.js';
import { platformWalletFor } from '../platform-wallet.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { readSportsBet } from './read-sports-bets.js';
import { gameCodeOfProduct, refundSportsBet, sportsBetTxId, type TSportsBetMoney } from './sports-money.js';

export const productOfSession = (session: TVendorPlayerSession): TSportsProduct =>
  session.gameCode === ESPORTS_GAME_CODE ? 'ESPORTS' : 'SPORTS';

async function existingBet(ctx: TAppContext, session: TVendorPlayerSession, key: string) {
  return ctx.db
    .selectFrom('inhouse_sports_bet')
    .select('id')
    .where('merchant_code', '=', session.merchantCode)
    .where('player_id', '=', session.playerId)
    .where('client_bet_key', '=', key)
    .executeTakeFirst();
}

/**
 * Checks every leg against the book now (fixture open, market priced, the player's odds-change rule) and
 * records the bet PENDING with the prices it is taken at, under a share lock of its fixtures (a result or a
 * price being written waits, so a bet never lands on a fixture that has just finished or at a stale price).
 */
async function recordBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TSportsBetRequest,
  now: number,
): Promise<{ betId: string; inPlay: boolean }> {
  const product = productOfSession(session);
  return ctx.db.transaction().execute(async (trx) => {
    const marketIds = request.legs.map((l) => BigInt(l.marketId));
    const marketFixtures = await trx
      .selectFrom('inhouse_sports_market')
      .select('fixture_id')
      .where('id', 'in', marketIds)
      .execute();
    // Fixtures first, in id order (results and price updates lock the fixture before its markets).
    if (marketFixtures.length > 0)
      await trx
        .selectFrom('inhouse_sports_fixture')
        .select('id')
        .where(
          'id',
          'in',
          marketFixtures.map((m) => m.fixture_id),
        )
        .orderBy('id')
        .forShare()
        .execute();
    const markets = await trx
      .selectFrom('inhouse_sports_market as m')
      .innerJoin('inhouse_sports_fixture as f', 'f.id', 'm.fixture_id')
      .select(['m.id', 'm.fixture_id', 'm.is_suspended', 'f.status', 'f.product'])
      .where('m.id', 'in', marketIds)
      .execute();
    const prices = await trx
      .selectFrom('inhouse_sports_selection')
      .select(['market_id', 'selection', 'odds_milli'])
      .where('market_id', 'in', marketIds)
      .execute();
    const fixtures = new Set<string>();
    let inPlay = false;
    const legs = request.legs.map((leg, index) => {
      const market = markets.find((m) => m.id === BigInt(leg.marketId));
      if (!market || market.product !== product) throw new AppError('NOT_FOUND');
      if (fixtures.has(market.fixture_id)) throw new AppError('INVALID_STATE', { bet: 'same_fixture' });
      fixtures.add(market.fixture_id);
      const price = prices.find((p) => p.market_id === market.id && p.selection === leg.selection);
      const open = market.status === 'SCHEDULED' || market.status === 'LIVE';
      if (!open || market.is_suspended || !price)
        throw new AppError('INVALID_STATE', { market: 'suspended', marketId: leg.marketId });
      if (!acceptsOddsChange(request.oddsRule, leg.oddsMilli, price.odds_milli))
        throw new AppError('INVALID_STATE', {
          odds: 'changed',
          marketId: leg.marketId,
          oddsMilli: String(price.odds_milli),
        });
      inPlay ||= market.status === 'LIVE';
      return {
        leg_no: index + 1,
        fixture_id: market.fixture_id,
        market_id: market.id,
        selection: leg.selection,
        odds_milli: price.odds_milli,
      };
    });
    if (combinedOddsMilli(legs.map((l) => l.odds_milli)) > SPORTS_MAX_COMBINED_ODDS_MILLI)
      throw new AppError('INVALID_STATE', { bet: 'odds_too_high' });
    const betId = `SB${randomBytes(8).toString('hex')}`;
    await trx
      .insertInto('inhouse_sports_bet')
      .values({
        id: betId,
        product,
        merchant_code: session.merchantCode,
        player_id: session.playerId,
        username: session.username,
        currency: session.currency,
        client_bet_key: request.clientBetKey,
        stake_minor: BigInt(request.stakeMinor),
        odds_rule: request.oddsRule,
        created_at: new Date(now),
      })
      .execute();
    await trx
      .insertInto('inhouse_sports_leg')
      .values(legs.map((leg) => ({ ...leg, bet_id: betId })))
      .execute();
    return { betId, inPlay };
  });
}

/**
 * A single (one leg) or multiple bet. The stake is taken with platform bet `<betId>:bet` (round = the bet).
 * Pre-match it stands at once (OPEN); in-play it waits out the bet delay (DELAYED) and the sweep then accepts
 * it or refunds it. A retried request with the same clientBetKey answers the bet it already made.
 */
export async function placeSportsBet(
  ctx: TAppContext,
  session: TVendorPlayerSession,
  request: TSportsBetRequest,
  now: number,
): Promise<{ bet: TSportsBetView; balance: number | null }> {
  const earlier = await existingBet(ctx, session, request.clientBetKey);
  if (earlier) return { bet: await readSportsBet(ctx.db, earlier.id), balance: null };
  let recorded: { betId: string; inPlay: boolean };
  try {
    recorded = await recordBet(ctx, session, request, now);
  } catch (error) {
    // The same press arrived twice at once: the other request made the bet.
    const twin = isUniqueViolation(error) ? await existingBet(ctx, session, request.clientBetKey) : undefined;
    if (!twin) throw error;
    return { bet: await readSportsBet(ctx.db, twin.id), balance: null };
  }
  const { betId, inPlay } = recorded;
  const money: TSportsBetMoney = {
    betId,
    product: productOfSession(session),
    merchantCode: session.merchantCode,
    playerId: session.playerId,
    currency: session.currency,
  };
  const wallet = await platformWalletFor(ctx, session.merchantCode);
  let balance: number;
  try {
    const answer = await wallet.bet({
      playerId: session.playerId,
      currency: session.currency,
      sessionToken: session.platformSessionToken,
      transactionId: sportsBetTxId(betId),
      roundId: betId,
      gameCode: gameCodeOfProduct(money.product),
      amount: request.stakeMinor,
    });
    balance = answer.balance;
  } catch (error) {
    if (isRefusal(error)) {
      // Nothing moved: the bet never existed (the press may be tried again with the same key).
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('inhouse_sports_leg').where('bet_id', '=', betId).execute();
        await trx
          .deleteFrom('inhouse_sports_bet')
          .where('id', '=', betId)
          .where('status', '=', 'PENDING')
          .execute();
      });
      throw refusalAsAppError(error);
    }
    await refundSportsBet(ctx, money).catch(() => undefined);
    throw new AppError('UNAVAILABLE');
  }
  const opened = await ctx.db
    .updateTable('inhouse_sports_bet')
    .set(
      inPlay ? { status: 'DELAYED', accept_at: new Date(now + SPORTS_IN_PLAY_DELAY_MS) } : { status: 'OPEN' },
    )
    .where('id', '=', betId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  // The sweep refunded it meanwhile (the answer came after it gave up on it).
  if (opened.numUpdatedRows === 0n) throw new AppError('UNAVAILABLE');
  return { bet: await readSportsBet(ctx.db, betId), balance };
}
