import {
  ZMerchantCodeParams,
  ZOpsExclusion,
  ZOpsExclusionLiftRequest,
  ZOpsExclusionPage,
  ZOpsExclusionParams,
  ZOpsExclusionQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { approveExclusionLift, rejectExclusionLift, requestExclusionLift } from './lift-exclusion.js';
import { listOpsExclusions } from './list-ops-exclusions.js';

/**
 * Time-outs and self-exclusions for operators (area `protection`): every role of the area reads; an early lift
 * is asked by owner or support and approved by a different one. Every change is audited.
 */
export function exclusionOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: player protection'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const keeper = requireOperator(ctx, ['owner', 'support']);
    const path = '/merchants/:code/protection/exclusions/:id/lift';

    app.get(
      '/merchants/:code/protection/exclusions',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Time-outs and self-exclusions: in force (default), ended or all, newest first',
          params: ZMerchantCodeParams,
          querystring: ZOpsExclusionQuery,
          response: { 200: ZSuccess(ZOpsExclusionPage) },
        },
      },
      async (request) =>
        ok(await listOpsExclusions(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.post(
      path,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Ask for an early lift (with a reason); a second operator approves or rejects it',
          params: ZOpsExclusionParams,
          body: ZOpsExclusionLiftRequest,
          response: { 200: ZSuccess(ZOpsExclusion) },
        },
      },
      async (request) =>
        ok(
          await requestExclusionLift(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params,
            request.body.reason,
          ),
        ),
    );

    app.post(
      `${path}/approve`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary:
            'Approve the lift (not by the operator who asked): ends it now, or an indefinite one 7 days after the request',
          params: ZOpsExclusionParams,
          response: { 200: ZSuccess(ZOpsExclusion) },
        },
      },
      async (request) =>
        ok(await approveExclusionLift(ctx.db, actorOf(request), operatorOf(request), request.params)),
    );

    app.post(
      `${path}/reject`,
      {
        preHandler: keeper,
        schema: {
          tags,
          security,
          summary: 'Reject the pending lift request',
          params: ZOpsExclusionParams,
          response: { 200: ZSuccess(ZOpsExclusion) },
        },
      },
      async (request) =>
        ok(await rejectExclusionLift(ctx.db, actorOf(request), operatorOf(request), request.params)),
    );
  };
}
