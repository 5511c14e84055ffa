import {
  ZLotteryBetParams,
  ZLotteryCancelAnswer,
  ZLotteryMyBetsAnswer,
  ZLotteryMyBetsQuery,
  ZLotteryPlaceAnswer,
  ZLotteryPlaceSlip,
  ZLotteryPlayAnswer,
  ZLotteryPlayParams,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { houseShardIds } from '../../ledger/index.js';
import { cancelLotteryBet } from './cancel-lottery-bet.js';
import { listMyLotteryBets } from './list-my-lottery-bets.js';
import { placeLotterySlip } from './place-lottery-slip.js';
import { readLotteryPlay } from './read-lottery-play.js';

/** Playing the lottery (merchant-scoped): a game's betting view, placing a slip, my bets, cancelling a bet. */
export function lotteryBetRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lottery'];
    const security = [{ memberToken: [] }];
    // Login and account type before the body: a guest or a trial account is told so whatever it sent.
    const member = requireMember(ctx);
    const currencyOf = (request: FastifyRequest) => request.merchant.brand.currency;
    // House shard ids never change once made: cached per merchant and currency.
    const houseShards = (request: FastifyRequest) =>
      ctx.cache.getOrLoad(`lottery-house:${request.merchant.id}:${currencyOf(request)}`, () =>
        houseShardIds(ctx.db, request.merchant.id, currencyOf(request)),
      );

    app.get(
      '/lgw/games/:gameCode/play',
      {
        schema: {
          tags,
          summary:
            "A game's betting view: odds version, limits, bet types with odds and capped picks, the open issue",
          params: ZLotteryPlayParams,
          response: { 200: ZSuccess(ZLotteryPlayAnswer) },
        },
      },
      async (request) =>
        ok(
          await readLotteryPlay(
            ctx.db,
            { id: request.merchant.id, currency: currencyOf(request) },
            request.params.gameCode,
          ),
        ),
    );

    app.post(
      '/lgw/bets',
      {
        preValidation: member,
        schema: {
          tags,
          security,
          summary:
            'Places a slip of 1–50 bets on one issue, all or none; the same slipId again answers the first result',
          body: ZLotteryPlaceSlip,
          response: { 200: ZSuccess(ZLotteryPlaceAnswer) },
        },
      },
      async (request) =>
        ok(
          await placeLotterySlip(ctx.db, {
            merchantId: request.merchant.id,
            memberId: memberOf(request).id,
            currency: currencyOf(request),
            houseShardIds: await houseShards(request),
            slip: request.body,
          }),
        ),
    );

    app.get(
      '/lgw/bets',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'My lottery bets, open or settled, newest first',
          querystring: ZLotteryMyBetsQuery,
          response: { 200: ZSuccess(ZLotteryMyBetsAnswer) },
        },
      },
      async (request) =>
        ok(
          await listMyLotteryBets(
            ctx.db,
            { merchantId: request.merchant.id, memberId: memberOf(request).id },
            request.query,
          ),
        ),
    );

    app.post(
      '/lgw/bets/:betId/cancel',
      {
        preValidation: member,
        schema: {
          tags,
          security,
          summary:
            'Cancels an open bet of mine for its whole stake, where the game allows it, before the close',
          params: ZLotteryBetParams,
          response: { 200: ZSuccess(ZLotteryCancelAnswer) },
        },
      },
      async (request) =>
        ok(
          await cancelLotteryBet(ctx.db, {
            merchantId: request.merchant.id,
            memberId: memberOf(request).id,
            betId: BigInt(request.params.betId),
            houseShardIds: await houseShards(request),
          }),
        ),
    );
  };
}
