import {
  ZBetRecordPage,
  ZBetRecordQuery,
  ZPersonalProfit,
  ZPersonalProfitQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { listLanguageOf } from '../games/localise.js';
import { listBetRecords } from './list-bet-records.js';
import { pickRecordsDb } from './pick-records-db.js';
import { summarisePersonalProfit } from './summarise-personal-profit.js';

/** The member's betting record (personalHistoryCopy) and personal profit (personalProfit). */
export function betRecordRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bet records'];
    const security = [{ memberToken: [] }];
    // Trial accounts never bet real money: like the other account pages they get TRIAL_ACCOUNT.
    const member = requireMember(ctx);
    const ownerOf = (request: FastifyRequest) => ({
      merchantId: request.merchant.id,
      memberId: memberOf(request).id,
    });

    app.get(
      '/wps/relay/ODSFE2_betRecords',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            "Betting record: rounds by category, status and inclusive days (merchant's time zone), newest first, with totals",
          querystring: ZBetRecordQuery,
          response: { 200: ZSuccess(ZBetRecordPage) },
        },
      },
      async (request) =>
        ok(
          await listBetRecords(
            pickRecordsDb(ctx, request.query, request.merchant.brand.timeZone),
            ownerOf(request),
            request.query,
            listLanguageOf(request, undefined),
            request.merchant.brand.timeZone,
          ),
        ),
    );

    app.get(
      '/wps/relay/ODSFE2_personalProfit',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            "Profit and loss of settled rounds by day (merchant's time zone) and category (default 7 days, at most 92)",
          querystring: ZPersonalProfitQuery,
          response: { 200: ZSuccess(ZPersonalProfit) },
        },
      },
      async (request) =>
        ok(
          await summarisePersonalProfit(
            ctx.db,
            ownerOf(request),
            request.query,
            new Date(),
            request.merchant.brand.timeZone,
          ),
        ),
    );
  };
}
