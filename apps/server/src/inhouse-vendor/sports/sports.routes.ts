import {
  ESPORTS_GAME_CODE,
  SPORTS_GAME_CODE,
  ZSuccess,
  ZSimulatedResultRequest,
  ZSportsBetAnswer,
  ZSportsBetRequest,
  ZSportsCashOutRequest,
  ZSportsFixtures,
  ZSportsMyBets,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { liveClock } from '../crash/live-clock.js';
import { requireVendorSession } from '../vendor-session.js';
import { cashOutSportsBet } from './cash-out-sports-bet.js';
import { placeSportsBet, productOfSession } from './place-sports-bet.js';
import { readMySportsBets } from './read-sports-bets.js';
import { readSportsFixtures } from './read-sports-fixtures.js';
import { sportsFeedOf } from './sports-feed-registry.js';
import { sweepSports, sweepSportsForRequest } from './sweep-sports.js';
import { recordFixtureResult } from './sync-sports-feed.js';

const SPORTS_CODES: readonly (string | null)[] = [SPORTS_GAME_CODE, ESPORTS_GAME_CODE];

/** The in-house sportsbook's page API (under /inhouse/api/sports): fixtures, bets, cash-out, my bets. */
export function sportsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['in-house vendor'];
    const description = 'Header X-Vendor-Session; a session launched for KIRIN_SPORTS or KIRIN_ESPORTS.';

    const sportsSession = async (request: FastifyRequest) => {
      const session = await requireVendorSession(ctx, request);
      if (!SPORTS_CODES.includes(session.gameCode)) throw new AppError('GAME_SESSION_INVALID');
      return session;
    };

    app.get(
      '/fixtures',
      {
        schema: {
          tags,
          summary: 'Fixtures of the session’s product with markets and prices (follows the feed first)',
          description: `${description} feed.isSimulated says the data is simulated (the page must say so).`,
          response: { 200: ZSuccess(ZSportsFixtures) },
        },
      },
      async (request) => {
        const session = await sportsSession(request);
        const now = liveClock.now();
        await sweepSportsForRequest(ctx, now, request.log);
        return ok(await readSportsFixtures(ctx.db, sportsFeedOf(ctx), productOfSession(session), now));
      },
    );

    app.post(
      '/bets',
      {
        schema: {
          tags,
          summary: 'Place a single (one leg) or multiple bet',
          description: `${description} A price outside the odds-change rule: INVALID_STATE details.odds = changed (with the price now); a closed market: details.market = suspended. In-play bets come back DELAYED and stand or are refunded after the bet delay.`,
          body: ZSportsBetRequest,
          response: { 200: ZSuccess(ZSportsBetAnswer) },
        },
      },
      async (request) =>
        ok(await placeSportsBet(ctx, await sportsSession(request), request.body, liveClock.now())),
    );

    app.post(
      '/cash-out',
      {
        schema: {
          tags,
          summary: 'Cash an open bet out at its current value (at least the value the page showed)',
          description: `${description} A lower value now: INVALID_STATE details.cashOut = value_changed, details.valueMinor.`,
          body: ZSportsCashOutRequest,
          response: { 200: ZSuccess(ZSportsBetAnswer) },
        },
      },
      async (request) =>
        ok(await cashOutSportsBet(ctx, await sportsSession(request), request.body, liveClock.now())),
    );

    app.get(
      '/bets',
      {
        schema: {
          tags,
          summary: 'The player’s last 50 bets with their legs, results and cash-out offers',
          description,
          response: { 200: ZSuccess(ZSportsMyBets) },
        },
      },
      async (request) => {
        const session = await sportsSession(request);
        await sweepSportsForRequest(ctx, liveClock.now(), request.log);
        return ok({ bets: await readMySportsBets(ctx.db, session.merchantCode, session.playerId) });
      },
    );

    app.post(
      '/simulated/result',
      {
        schema: {
          tags,
          summary: 'SIMULATED FEED ONLY: finish (or correct, or cancel) a fixture now with this result',
          description: `${description} Demo control of the simulated feed; refused (FORBIDDEN) when a real feed is plugged in. The result is pinned against the feed and bets are settled (or resettled) at once.`,
          body: ZSimulatedResultRequest,
          response: { 200: ZSuccess(z.object({ changed: z.boolean() })) },
        },
      },
      async (request) => {
        await sportsSession(request);
        if (!sportsFeedOf(ctx).isSimulated) throw new AppError('FORBIDDEN');
        const fixture = await ctx.db
          .selectFrom('inhouse_sports_fixture')
          .select(['id', 'is_simulated'])
          .where('id', '=', request.body.fixtureId)
          .executeTakeFirst();
        if (!fixture?.is_simulated) throw new AppError('NOT_FOUND');
        const { score } = request.body;
        const changed = await recordFixtureResult(
          ctx.db,
          fixture.id,
          score ? 'FINISHED' : 'CANCELLED',
          score,
          'OPS',
        );
        await sweepSports(ctx, liveClock.now(), request.log);
        return ok({ changed });
      },
    );
  };
}
