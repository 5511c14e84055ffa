import {
  ZMerchantCodeParams,
  ZSuccess,
  ZOpsCancelIssue,
  ZOpsGameParams,
  ZOpsIssueParams,
  ZOpsIssuesQuery,
  ZOpsLotteryGame,
  ZOpsLotteryGameUpdate,
  ZOpsLotteryIssuePage,
  ZOpsResultEntry,
  ZOpsResultEntryAnswer,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { cancelLotteryIssue } from '../cancel-lottery-issue.js';
import { enterLotteryResult } from '../enter-lottery-result.js';
import { queueLotterySettlement } from '../settlement/lottery-settle.job.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { lotteryGameView } from '../lottery.queries.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { listLotteryIssues } from './list-lottery-issues.js';
import { lotteryOddsOpsRoutes } from './lottery-odds.ops.routes.js';
import { lotteryReportOpsRoutes } from './lottery-report.ops.routes.js';
import { updateLotteryGame } from './update-lottery-game.js';

const opsGameView = (row: TLotteryGameRow) => ({
  ...lotteryGameView(row),
  isEnabled: row.is_enabled,
  utcOffsetMinutes: row.utc_offset_minutes,
  closeBeforeDrawSeconds: row.close_before_draw_seconds,
  drawTime: row.draw_time,
  closeTime: row.close_time,
  feedUrl: row.feed_url,
  updatedAt: row.updated_at.toISOString(),
  minUnitStakeMinor: Number(row.min_unit_stake_minor),
  maxBetStakeMinor: row.max_bet_stake_minor === null ? null : Number(row.max_bet_stake_minor),
  maxPayoutMinor: row.max_payout_minor === null ? null : Number(row.max_payout_minor),
  numberLiabilityCapMinor:
    row.number_liability_cap_minor === null ? null : Number(row.number_liability_cap_minor),
  allowBetCancel: row.allow_bet_cancel,
  tieRules: row.tie_rules,
});

/**
 * Operator routes for the lottery: games (switches, schedule, limits, tie rules), issues, result entry (two
 * operators must agree) and cancellation; odds and caps, liability and reports in the plugins registered here. Every operator of the merchant reads; owners change games and cancel; owners and
 * support enter results. Changes are audited (lottery.game-update, lottery.result-entry, lottery.cancel).
 */
export function lotteryOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: lottery'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const owner = requireOperator(ctx, ['owner']);
    const resultEditor = requireOperator(ctx, ['owner', 'support']);
    await app.register(lotteryOddsOpsRoutes(ctx));
    await app.register(lotteryReportOpsRoutes(ctx));

    app.get(
      '/merchants/:code/lottery/games',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's lottery games, enabled or not",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsLotteryGame)) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const rows = await ctx.db
          .selectFrom('lottery_game')
          .selectAll()
          .where('merchant_id', '=', merchant.id)
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
        return ok(rows.map(opsGameView));
      },
    );
    app.patch(
      '/merchants/:code/lottery/games/:gameCode',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary:
            'Enables, suspends, reschedules a game or sets its betting limits and tie rules (the fields given)',
          params: ZOpsGameParams,
          body: ZOpsLotteryGameUpdate,
          response: { 200: ZSuccess(ZOpsLotteryGame) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const row = await updateLotteryGame(ctx.db, actorOf(request), {
          merchantId: merchant.id,
          gameCode: request.params.gameCode,
          change: request.body,
        });
        return ok(opsGameView(row));
      },
    );
    app.get(
      '/merchants/:code/lottery/games/:gameCode/issues',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A game's issues with results and result entries, newest draw first",
          params: ZOpsGameParams,
          querystring: ZOpsIssuesQuery,
          response: { 200: ZSuccess(ZOpsLotteryIssuePage) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(
          await listLotteryIssues(ctx.db, merchant.id, {
            gameCode: request.params.gameCode,
            ...request.query,
          }),
        );
      },
    );
    app.post(
      '/merchants/:code/lottery/issues/:id/results',
      {
        preHandler: resultEditor,
        schema: {
          tags,
          security,
          summary: "Enters an official issue's result for a station; a second operator's same entry draws it",
          params: ZOpsIssueParams,
          body: ZOpsResultEntry,
          response: { 200: ZSuccess(ZOpsResultEntryAnswer) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const merchant = await findMerchantForOperator(ctx.db, operator, request.params.code);
        const outcome = await enterLotteryResult(
          ctx.db,
          { ...actorOf(request), operatorId: operator.id },
          {
            merchantId: merchant.id,
            issueId: BigInt(request.params.id),
            stationId: request.body.stationId,
            result: request.body.result,
          },
        );
        if (outcome.issueStatus === 'DRAWN') await queueLotterySettlement(ctx);
        return ok({
          ...outcome,
          others: outcome.others.map((o) => ({ ...o, enteredAt: o.enteredAt.toISOString() })),
        });
      },
    );
    app.post(
      '/merchants/:code/lottery/issues/:id/cancel',
      {
        preHandler: owner,
        schema: {
          tags,
          security,
          summary: 'Cancels an issue that is not settled (the bets slice refunds its bets in the same step)',
          params: ZOpsIssueParams,
          body: ZOpsCancelIssue,
          response: {
            200: ZSuccess(z.object({ previousStatus: z.string(), status: z.literal('CANCELLED') })),
          },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const { previousStatus } = await cancelLotteryIssue(ctx.db, actorOf(request), {
          merchantId: merchant.id,
          issueId: BigInt(request.params.id),
          reason: request.body.reason,
        });
        await queueLotterySettlement(ctx); // refunds the issue's bets
        return ok({ previousStatus, status: 'CANCELLED' as const });
      },
    );
  };
}
