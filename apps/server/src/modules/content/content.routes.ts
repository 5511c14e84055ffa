import { ZLegalPage, ZLegalSlug, ZLanguage, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { findLegalPage } from './content.queries.js';

/** Content read by the site. Operator edits live under the operator prefix. */
export function contentRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/wps/system/content/:slug',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags: ['content'],
          summary: 'A legal page of the footer in the asked language, else the merchant default',
          params: z.object({ slug: ZLegalSlug }),
          querystring: z.object({ language: ZLanguage.optional() }),
          response: { 200: ZSuccess(ZLegalPage) },
        },
      },
      async (request) => {
        const merchant = request.merchant;
        const wanted = request.query.language ?? merchant.brand.defaultLanguage;
        const page =
          (await findLegalPage(ctx.db, merchant.id, request.params.slug, wanted)) ??
          (await findLegalPage(ctx.db, merchant.id, request.params.slug, merchant.brand.defaultLanguage));
        if (!page) throw new AppError('NOT_FOUND');
        return ok(page);
      },
    );
  };
}
