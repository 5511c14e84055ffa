import {
  ZIdString,
  ZMerchantCode,
  ZMerchantCodeParams,
  ZOpsMemberPoints,
  ZOpsPointDecision,
  ZOpsPointExchangePage,
  ZOpsPointExchangeQuery,
  ZOpsPointGoods,
  ZOpsPointGoodsList,
  ZOpsPointRejection,
  ZOpsPointSettings,
  ZPointEntryQuery,
  ZPointExchange,
  ZPointGoodsInput,
  ZPointSettings,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import {
  decidePointExchange,
  deletePointGoods,
  listOpsPointExchanges,
  listOpsPointGoods,
  readMemberPointsAsOperator,
  readPointSettings,
  savePointGoods,
  savePointSettings,
} from './manage-points.ops.js';

const ZIdParams = z.object({ code: ZMerchantCode, id: ZIdString });
const ZMemberParams = z.object({ code: ZMerchantCode, username: z.string().trim().min(1).max(64) });

/**
 * The operator's points (under /ops): settings (base, lottery value, ratio, minimum, rules), goods, the
 * exchanges with approve and reject of physical goods, and a member's points. Owners and finance change
 * settings, goods and decide exchanges (points are money's worth); support decides exchanges too (shipping);
 * every operator reads. Changes and reads of a member are audited.
 */
export function pointsOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: points'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);
    const decider = requireOperator(ctx, ['owner', 'finance', 'support']);
    const merchantOf = (request: { params: { code: string } } & Parameters<typeof operatorOf>[0]) =>
      findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);

    app.get(
      '/merchants/:code/points/settings',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's points settings (null: no programme yet)",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZOpsPointSettings) },
        },
      },
      async (request) => ok(await readPointSettings(ctx.db, (await merchantOf(request)).id)),
    );

    app.put(
      '/merchants/:code/points/settings',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Saves the points settings (audited); the first save starts earning',
          params: ZMerchantCodeParams,
          body: ZPointSettings,
          response: { 200: ZSuccess(ZPointSettings) },
        },
      },
      async (request) =>
        ok(await savePointSettings(ctx.db, actorOf(request), await merchantOf(request), request.body)),
    );

    app.get(
      '/merchants/:code/points/goods',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "Every goods item of the merchant's mall, switched off ones included",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZOpsPointGoodsList) },
        },
      },
      async (request) => ok(await listOpsPointGoods(ctx.db, (await merchantOf(request)).id)),
    );

    app.post(
      '/merchants/:code/points/goods',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Creates goods (audited)',
          params: ZMerchantCodeParams,
          body: ZPointGoodsInput,
          response: { 200: ZSuccess(ZOpsPointGoods) },
        },
      },
      async (request) =>
        ok(
          await savePointGoods(ctx.db, actorOf(request), await merchantOf(request), undefined, request.body),
        ),
    );

    app.put(
      '/merchants/:code/points/goods/:id',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Replaces goods (audited before and after)',
          params: ZIdParams,
          body: ZPointGoodsInput,
          response: { 200: ZSuccess(ZOpsPointGoods) },
        },
      },
      async (request) =>
        ok(
          await savePointGoods(
            ctx.db,
            actorOf(request),
            await merchantOf(request),
            BigInt(request.params.id),
            request.body,
          ),
        ),
    );

    app.delete(
      '/merchants/:code/points/goods/:id',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Deletes goods never exchanged (CONFLICT otherwise: switch them off)',
          params: ZIdParams,
          response: { 200: ZSuccess(z.object({ id: z.string() })) },
        },
      },
      async (request) =>
        ok(
          await deletePointGoods(
            ctx.db,
            actorOf(request),
            await merchantOf(request),
            BigInt(request.params.id),
          ),
        ),
    );

    app.get(
      '/merchants/:code/points/exchanges',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Exchanges, newest first, by status and member',
          params: ZMerchantCodeParams,
          querystring: ZOpsPointExchangeQuery,
          response: { 200: ZSuccess(ZOpsPointExchangePage) },
        },
      },
      async (request) =>
        ok(await listOpsPointExchanges(ctx.db, (await merchantOf(request)).id, request.query)),
    );

    app.post(
      '/merchants/:code/points/exchanges/:id/approve',
      {
        preHandler: decider,
        schema: {
          tags,
          security,
          summary: 'Approves an applying exchange (goods shipped), audited',
          params: ZIdParams,
          body: ZOpsPointDecision.nullish(),
          response: { 200: ZSuccess(ZPointExchange) },
        },
      },
      async (request) =>
        ok(
          await decidePointExchange(
            ctx.db,
            actorOf(request),
            await merchantOf(request),
            BigInt(request.params.id),
            {
              isApproved: true,
              remark: request.body?.remark,
            },
          ),
        ),
    );

    app.post(
      '/merchants/:code/points/exchanges/:id/reject',
      {
        preHandler: decider,
        schema: {
          tags,
          security,
          summary:
            'Rejects an applying exchange with a remark: points refunded once, stock restored (audited)',
          params: ZIdParams,
          body: ZOpsPointRejection,
          response: { 200: ZSuccess(ZPointExchange) },
        },
      },
      async (request) =>
        ok(
          await decidePointExchange(
            ctx.db,
            actorOf(request),
            await merchantOf(request),
            BigInt(request.params.id),
            {
              isApproved: false,
              remark: request.body.remark,
            },
          ),
        ),
    );

    app.get(
      '/merchants/:code/points/members/:username',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A member's points and entries, newest first (audited)",
          params: ZMemberParams,
          querystring: ZPointEntryQuery,
          response: { 200: ZSuccess(ZOpsMemberPoints) },
        },
      },
      async (request) =>
        ok(
          await readMemberPointsAsOperator(
            ctx.db,
            actorOf(request),
            await merchantOf(request),
            request.params.username,
            request.query,
          ),
        ),
    );
  };
}
