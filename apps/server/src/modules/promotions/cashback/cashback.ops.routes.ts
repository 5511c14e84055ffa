import {
  ZCashbackRateTable,
  ZMerchantCodeParams,
  ZOpsCashbackClaimPage,
  ZOpsCashbackClaimQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { readCashbackRateTable, replaceCashbackRateTable } from './cashback-rates.js';
import { listMerchantCashbackClaims } from './list-cashback-claims.js';

/**
 * The operator's side of cashback: the rate table per category and VIP level with the claim limits (read by
 * any operator, replaced by owners and finance, audited), and the claims paid. These work whatever the
 * merchant's MANPLAYREB3: rates are set up before the feature is switched on.
 */
export function cashbackOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: cashback'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/cashback/rates',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's cashback rates per game category and VIP level, minimum and cap per claim",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZCashbackRateTable) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await readCashbackRateTable(ctx.db, merchant.id));
      },
    );

    app.put(
      '/merchants/:code/cashback/rates',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Replaces the whole rate table and the claim limits (audited with before and after)',
          params: ZMerchantCodeParams,
          body: ZCashbackRateTable,
          response: { 200: ZSuccess(ZCashbackRateTable) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await replaceCashbackRateTable(ctx.db, actorOf(request), merchant, request.body));
      },
    );

    app.get(
      '/merchants/:code/cashback/claims',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Cashback claims paid, newest first (one member by username)',
          params: ZMerchantCodeParams,
          querystring: ZOpsCashbackClaimQuery,
          response: { 200: ZSuccess(ZOpsCashbackClaimPage) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await listMerchantCashbackClaims(ctx.db, merchant.id, request.query));
      },
    );
  };
}
