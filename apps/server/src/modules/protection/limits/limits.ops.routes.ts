import {
  ZMerchantCodeParams,
  ZOpsProtectionLimitPage,
  ZOpsProtectionLimitQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { listOpsProtectionLimits } from './list-ops-protection-limits.js';

/** The operator's view of members' spending limits (area `protection`): read by every role of the area. */
export function protectionLimitOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/merchants/:code/protection/limits',
      {
        preHandler: requireOperator(ctx),
        schema: {
          tags: ['ops: protection'],
          security: [{ operatorToken: [] }],
          summary:
            "Members' limits in force or waiting, newest change first (filter by member, username, kind)",
          params: ZMerchantCodeParams,
          querystring: ZOpsProtectionLimitQuery,
          response: { 200: ZSuccess(ZOpsProtectionLimitPage) },
        },
      },
      async (request) =>
        ok(await listOpsProtectionLimits(ctx.db, operatorOf(request), request.params.code, request.query)),
    );
  };
}
