import {
  ZMerchantCodeParams,
  ZSuccess,
  ZOpsGameParams,
  ZOpsIssueParams,
  ZOpsGamesReport,
  ZOpsGamesReportQuery,
  ZOpsIssuesReport,
  ZOpsIssuesReportQuery,
  ZOpsLiabilityAnswer,
  ZOpsLiabilityQuery,
  ZOpsResultEntries,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { listIssueLiability } from './list-issue-liability.js';
import { listResultEntries } from './list-result-entries.js';
import { reportLotteryGames, reportLotteryIssues } from './report-lottery-turnover.js';

/**
 * Operator reads of the lottery's money and draws: liability per number before a draw, turnover and win/loss
 * per game and per issue, and an issue's result entries per station. Every operator of the merchant reads.
 */
export function lotteryReportOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: lottery'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);

    app.get(
      '/merchants/:code/lottery/issues/:id/liability',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "An issue's liability per number, with the cap that applies and the headroom left",
          params: ZOpsIssueParams,
          querystring: ZOpsLiabilityQuery,
          response: { 200: ZSuccess(ZOpsLiabilityAnswer) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await listIssueLiability(ctx.db, merchant.id, BigInt(request.params.id), request.query));
      },
    );
    app.get(
      '/merchants/:code/lottery/issues/:id/entries',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary:
            "An issue's result entries per station: drawn, waiting for a first or second entry, or mismatched",
          params: ZOpsIssueParams,
          response: { 200: ZSuccess(ZOpsResultEntries) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await listResultEntries(ctx.db, merchant.id, BigInt(request.params.id)));
      },
    );
    app.get(
      '/merchants/:code/lottery/reports/games',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Turnover, payout and win/loss per game of the issues drawn in [from, to)',
          params: ZMerchantCodeParams,
          querystring: ZOpsGamesReportQuery,
          response: { 200: ZSuccess(ZOpsGamesReport) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await reportLotteryGames(ctx.db, merchant.id, request.query));
      },
    );
    app.get(
      '/merchants/:code/lottery/games/:gameCode/reports/issues',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Turnover, payout and win/loss per issue of one game drawn in [from, to), newest first',
          params: ZOpsGameParams,
          querystring: ZOpsIssuesReportQuery,
          response: { 200: ZSuccess(ZOpsIssuesReport) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(
          await reportLotteryIssues(ctx.db, merchant.id, {
            gameCode: request.params.gameCode,
            ...request.query,
          }),
        );
      },
    );
  };
}
