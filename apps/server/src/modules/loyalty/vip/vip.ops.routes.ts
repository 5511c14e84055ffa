import {
  ZMerchantCodeParams,
  ZOpsVipEvaluate,
  ZOpsVipEvaluation,
  ZOpsVipMember,
  ZOpsVipMemberParams,
  ZOpsVipSetLevel,
  ZSuccess,
  ZVipLevelTable,
  ZVipLevelTableView,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import {
  evaluateVipDateByHand,
  readOpsLevelTable,
  readOpsVipMember,
  saveOpsLevelTable,
  setVipLevelByHand,
} from './manage-vip.ops.js';

/**
 * The operator's VIP programme (under /ops): the ladder (read, replace), a member's state (read, set by
 * hand) and the evaluation of a day. Owners and finance change anything (levels pay money); every operator
 * reads. Changes and member reads are audited.
 */
export function vipOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: VIP'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/vip/levels',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's VIP ladder, names and perks per language",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZVipLevelTableView) },
        },
      },
      async (request) => ok(await readOpsLevelTable(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/vip/levels',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Replaces the ladder: levels 0..N without gaps, level 0 free, thresholds increasing',
          params: ZMerchantCodeParams,
          body: ZVipLevelTable,
          response: { 200: ZSuccess(ZVipLevelTableView) },
        },
      },
      async (request) =>
        ok(
          await saveOpsLevelTable(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/vip/members/:memberId',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "A member's level, progress, keep window, level changes and VIP bonuses",
          params: ZOpsVipMemberParams,
          response: { 200: ZSuccess(ZOpsVipMember) },
        },
      },
      async (request) =>
        ok(
          await readOpsVipMember(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.params.memberId,
          ),
        ),
    );

    app.post(
      '/merchants/:code/vip/members/:memberId/level',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: "Sets a member's level by hand (no level-up bonus), with a note",
          params: ZOpsVipMemberParams,
          body: ZOpsVipSetLevel,
          response: { 200: ZSuccess(ZOpsVipMember) },
        },
      },
      async (request) =>
        ok(
          await setVipLevelByHand(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.params.memberId,
            request.body,
          ),
        ),
    );

    app.post(
      '/merchants/:code/vip/evaluate',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary:
            'Applies the end of a merchant day (as the daily job does; a day already applied: no change)',
          params: ZMerchantCodeParams,
          body: ZOpsVipEvaluate,
          response: { 200: ZSuccess(ZOpsVipEvaluation) },
        },
      },
      async (request) =>
        ok(
          await evaluateVipDateByHand(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body.date,
          ),
        ),
    );
  };
}
