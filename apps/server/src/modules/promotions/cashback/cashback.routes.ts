import {
  ZCashbackClaim,
  ZCashbackClaimPage,
  ZCashbackClaimQuery,
  ZCashbackClaimRequest,
  ZCashbackPreview,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { claimCashback } from './claim-cashback.js';
import { listMemberCashbackClaims } from './list-cashback-claims.js';
import { previewCashback } from './preview-cashback.js';
import { requireCashbackEnabled } from './require-cashback.js';

/** The member's cashback (manualRebate): what a claim would pay now, the claim, and past claims. */
export function cashbackRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['promotions: cashback'];
    const security = [{ memberToken: [] }];
    const preHandler = [requireCashbackEnabled, requireMember(ctx)];
    const scopeOf = (request: Parameters<typeof memberOf>[0]) => ({
      merchantId: request.merchant.id,
      memberId: memberOf(request).id,
    });

    app.get(
      '/wps/cashback',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The open window's valid bet, rate and amount per game category, and what a claim pays",
          response: { 200: ZSuccess(ZCashbackPreview) },
        },
      },
      async (request) => ok(await previewCashback(ctx.db, scopeOf(request))),
    );

    app.post(
      '/wps/cashback/claim',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Pays the open window to the main wallet, once per requestId and once per window',
          body: ZCashbackClaimRequest,
          response: { 200: ZSuccess(ZCashbackClaim) },
        },
      },
      async (request) =>
        ok(
          await claimCashback(ctx.db, {
            ...scopeOf(request),
            requestId: request.body.requestId,
            currency: request.merchant.brand.currency,
            actor: { operatorId: null, ip: request.ip, requestId: request.id },
          }),
        ),
    );

    app.get(
      '/wps/cashback/claims',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The member's paid claims, newest first",
          querystring: ZCashbackClaimQuery,
          response: { 200: ZSuccess(ZCashbackClaimPage) },
        },
      },
      async (request) => ok(await listMemberCashbackClaims(ctx.db, scopeOf(request), request.query)),
    );
  };
}
