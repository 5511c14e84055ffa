import {
  ZLegalPage,
  ZLegalPageParams,
  ZLegalPageUpdate,
  ZMerchantCodeParams,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';
import { listLegalPages } from './list-legal-pages.js';
import { saveLegalPage } from './save-legal-page.js';

/** Legal pages of the footer: every operator of the area reads them, owners and content operators edit. */
export function legalPageAdminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/merchants/:code/legal',
      {
        preHandler: requireOperator(ctx),
        schema: {
          tags: ['ops: content'],
          security: [{ operatorToken: [] }],
          summary: "The merchant's legal pages in every language, as stored (sanitised)",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZLegalPage)) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await listLegalPages(ctx.db, merchant.id));
      },
    );
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
