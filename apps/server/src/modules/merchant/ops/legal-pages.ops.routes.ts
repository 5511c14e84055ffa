import { ZLegalPage, ZLegalPageParams, ZLegalPageUpdate, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { saveLegalPage } from './save-legal-page.js';

/** Legal pages of the footer, edited by owners and content operators. */
export function legalPageAdminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/merchants/:code/legal/:slug',
      {
        preHandler: requireOperator(ctx, ['owner', 'content']),
        schema: {
          tags: ['ops: content'],
          security: [{ operatorToken: [] }],
          summary: 'Create or replace a legal page in one language; the HTML is sanitised on save',
          params: ZLegalPageParams,
          body: ZLegalPageUpdate,
          response: { 200: ZSuccess(ZLegalPage) },
        },
      },
      async (request) => {
        const { code, slug } = request.params;
        return ok(
          await saveLegalPage(ctx, actorOf(request), operatorOf(request), { code, slug }, request.body),
        );
      },
    );
  };
}
