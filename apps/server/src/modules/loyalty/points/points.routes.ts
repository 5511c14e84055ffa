import {
  POINTS_BALANCE_PATH,
  POINTS_CONFIG_PATH,
  POINTS_CONVERT_PATH,
  POINTS_DETAILS_PATH,
  POINTS_REDEEM_LIST_PATH,
  POINTS_REDEEM_PATH,
  POINTS_REWARD_PATH,
  ZPointBalance,
  ZPointConfig,
  ZPointConversion,
  ZPointConvertRequest,
  ZPointEntryPage,
  ZPointEntryQuery,
  ZPointExchangePage,
  ZPointExchangeQuery,
  ZPointGoodsList,
  ZPointRedeemRequest,
  ZPointRedeemResult,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { convertPoints } from './convert-points.js';
import { redeemPointReward } from './redeem-point-reward.js';
import {
  listPointEntries,
  listPointExchanges,
  listPointGoods,
  readPointBalance,
  readPointConfig,
} from './read-points.js';
import { requirePointsEnabled } from './require-points.js';

const languageOf = (request: FastifyRequest) => {
  const header = request.headers.language;
  return typeof header === 'string' ? header.toUpperCase() : 'TW';
};

/**
 * The member's points (spec section 7 "Points", all T; docs/loyalty.md "Points"): balance, goods, exchange
 * records, config and point details, and the two calls behind the payment password (redeem, convert). Every
 * call needs PTSYS3 on; trial accounts are refused (free play earns and spends nothing).
 */
export function pointsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['loyalty: points'];
    const security = [{ memberToken: [] }];
    const preHandler = [requirePointsEnabled, requireMember(ctx)];
    const scopeOf = (request: FastifyRequest) => ({
      merchantId: request.merchant.id,
      memberId: memberOf(request).id,
    });

    app.get(
      POINTS_BALANCE_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The member's current points (hundredths), newest settled rounds credited first",
          response: { 200: ZSuccess(ZPointBalance) },
        },
      },
      async (request) => ok(await readPointBalance(ctx.db, scopeOf(request))),
    );

    app.get(
      POINTS_CONFIG_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Base, category values, conversion ratio and minimum, exchange types and the rules text',
          response: { 200: ZSuccess(ZPointConfig) },
        },
      },
      async (request) => ok(await readPointConfig(ctx.db, request.merchant.id, languageOf(request))),
    );

    app.get(
      POINTS_REWARD_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'The goods of the points mall with price, available quantity and window',
          response: { 200: ZSuccess(ZPointGoodsList) },
        },
      },
      async (request) => ok(await listPointGoods(ctx.db, scopeOf(request))),
    );

    app.get(
      POINTS_REDEEM_LIST_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The member's exchange records, newest first (status applying, approved, rejected)",
          querystring: ZPointExchangeQuery,
          response: { 200: ZSuccess(ZPointExchangePage) },
        },
      },
      async (request) => ok(await listPointExchanges(ctx.db, scopeOf(request), request.query)),
    );

    app.get(
      POINTS_DETAILS_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The member's point entries, newest first: changed points and the balance after each",
          querystring: ZPointEntryQuery,
          response: { 200: ZSuccess(ZPointEntryPage) },
        },
      },
      async (request) => ok(await listPointEntries(ctx.db, scopeOf(request), request.query)),
    );

    app.post(
      POINTS_REDEEM_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Exchanges points for goods (payment password), once per requestId',
          body: ZPointRedeemRequest,
          response: { 200: ZSuccess(ZPointRedeemResult) },
        },
      },
      async (request) =>
        ok(
          await redeemPointReward(ctx.db, {
            ...scopeOf(request),
            ...request.body,
            currency: request.merchant.brand.currency,
          }),
        ),
    );

    app.post(
      POINTS_CONVERT_PATH,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary:
            "Converts whole points to the main wallet at the merchant's ratio (payment password), once per requestId",
          body: ZPointConvertRequest,
          response: { 200: ZSuccess(ZPointConversion) },
        },
      },
      async (request) =>
        ok(
          await convertPoints(ctx.db, {
            ...scopeOf(request),
            ...request.body,
            currency: request.merchant.brand.currency,
          }),
        ),
    );
  };
}
