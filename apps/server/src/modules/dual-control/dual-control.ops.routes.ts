import { ZDualControl, ZDualControlSave, ZMerchantCodeParams, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { getDualControl } from './get-dual-control.js';
import { saveDualControl } from './save-dual-control.js';

/** The merchant's dual-control limits: finance reads them (to know when a colleague is needed), owners set them. */
export function dualControlOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: merchants'];
    const security = [{ operatorToken: [] }];

    app.get(
      '/merchants/:code/dual-control',
      {
        preHandler: requireOperator(ctx, ['owner', 'finance']),
        schema: {
          tags,
          security,
          summary: 'Amounts above which two different operators must move the money',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZDualControl) },
        },
      },
      async (request) => ok(await getDualControl(ctx.db, operatorOf(request), request.params.code)),
    );

    app.put(
      '/merchants/:code/dual-control',
      {
        preHandler: requireOperator(ctx, ['owner']),
        schema: {
          tags,
          security,
          summary: 'Replace the dual-control limits (audited)',
          params: ZMerchantCodeParams,
          body: ZDualControlSave,
          response: { 200: ZSuccess(ZDualControl) },
        },
      },
      async (request) =>
        ok(
          await saveDualControl(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );
  };
}
