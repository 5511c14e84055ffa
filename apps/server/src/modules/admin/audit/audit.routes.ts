import { ZAuditPage, ZAuditQuery, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { operatorOf, requireOperator } from '../auth/require-operator.js';
import { listAudit } from './list-audit.js';

/** The audit log, for owners. */
export function auditRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        preHandler: requireOperator(ctx, ['owner']),
        schema: {
          tags: ['ops: audit'],
          security: [{ operatorToken: [] }],
          summary: 'Audit rows, newest first, with filters and paging',
          querystring: ZAuditQuery,
          response: { 200: ZSuccess(ZAuditPage) },
        },
      },
      async (request) => ok(await listAudit(ctx.db, operatorOf(request), request.query)),
    );
  };
}
