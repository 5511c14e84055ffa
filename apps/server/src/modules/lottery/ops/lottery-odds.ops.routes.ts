import {
  ZSuccess,
  ZOpsNumberCap,
  ZOpsNumberCapParams,
  ZOpsNumberCapSave,
  ZOpsOddsAnswer,
  ZOpsOddsUpdate,
  ZOpsOddsVersion,
  ZOpsOddsVersionParams,
  ZOpsGameParams,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { deleteLotteryNumberCap } from './delete-lottery-number-cap.js';
import { findOpsLotteryGame } from './find-ops-lottery-game.js';
import { readLotteryOdds, readLotteryOddsVersion } from './read-lottery-odds.js';
import { numberCapView, saveLotteryNumberCap } from './save-lottery-number-cap.js';
import { saveLotteryOdds } from './save-lottery-odds.js';

/**
 * Operator routes for a game's odds tables (versioned, in decimals) and capped numbers. Every operator of the
 * merchant reads; owners write. Audited: lottery.odds-update, lottery.cap-save, lottery.cap-delete.
 */
export function lotteryOddsOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: lottery'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const owner = requireOperator(ctx, ['owner']);
    const gameOf = async (request: FastifyRequest, params: { code: string; gameCode: string }) => {
      const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), params.code);
      return findOpsLotteryGame(ctx.db, merchant.id, params.gameCode);
    };

    app.get(
      '/merchants/:code/lottery/games/:gameCode/odds',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A game's odds sold now (decimals) and the list of its versions",
          params: ZOpsGameParams,
          response: { 200: ZSuccess(ZOpsOddsAnswer) },
        },
      },
      async (request) => ok(await readLotteryOdds(ctx.db, await gameOf(request, request.params))),
    );
    app.get(
      '/merchants/:code/lottery/games/:gameCode/odds/:version',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'One version of a game’s odds',
          params: ZOpsOddsVersionParams,
          response: { 200: ZSuccess(ZOpsOddsVersion) },
        },
      },
      async (request) =>
        ok(
          await readLotteryOddsVersion(ctx.db, await gameOf(request, request.params), request.params.version),
        ),
    );
    app.put(
      '/merchants/:code/lottery/games/:gameCode/odds',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Writes the next odds version: the codes given change, the rest is kept; bets keep theirs',
          params: ZOpsGameParams,
          body: ZOpsOddsUpdate,
          response: { 200: ZSuccess(ZOpsOddsAnswer) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        await saveLotteryOdds(ctx.db, actorOf(request), {
          merchantId: merchant.id,
          gameCode: request.params.gameCode,
          change: request.body,
        });
        const game = await findOpsLotteryGame(ctx.db, merchant.id, request.params.gameCode);
        return ok(await readLotteryOdds(ctx.db, game));
      },
    );

    app.get(
      '/merchants/:code/lottery/games/:gameCode/caps',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A game's capped numbers by bet code and number",
          params: ZOpsGameParams,
          response: { 200: ZSuccess(z.array(ZOpsNumberCap)) },
        },
      },
      async (request) => {
        const game = await gameOf(request, request.params);
        const rows = await ctx.db
          .selectFrom('lottery_number_cap')
          .selectAll()
          .where('game_id', '=', game.id)
          .orderBy('bet_code')
          .orderBy('pick')
          .execute();
        return ok(rows.map(numberCapView));
      },
    );
    app.put(
      '/merchants/:code/lottery/games/:gameCode/caps',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Caps one number of a bet type: HALF_PAY, CLOSED, or LIMIT with its liability cap',
          params: ZOpsGameParams,
          body: ZOpsNumberCapSave,
          response: { 200: ZSuccess(ZOpsNumberCap) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(
          await saveLotteryNumberCap(ctx.db, actorOf(request), {
            merchantId: merchant.id,
            gameCode: request.params.gameCode,
            cap: request.body,
          }),
        );
      },
    );
    app.delete(
      '/merchants/:code/lottery/games/:gameCode/caps/:betCode/:pick',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Lifts the cap of one number',
          params: ZOpsNumberCapParams,
          response: { 200: ZSuccess(z.object({ isDeleted: z.literal(true) })) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        await deleteLotteryNumberCap(ctx.db, actorOf(request), {
          merchantId: merchant.id,
          ...request.params,
        });
        return ok({ isDeleted: true as const });
      },
    );
  };
}
