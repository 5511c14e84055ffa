import {
  ZBannerSave,
  ZHelpArticleSave,
  ZHelpCategorySave,
  ZMerchantCodeParams,
  ZMerchantCode,
  ZNoticeSave,
  ZOpsBanner,
  ZOpsContentQuery,
  ZOpsHelpArticle,
  ZOpsHelpCategory,
  ZOpsNotice,
  ZOpsPost,
  ZPostSave,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { BANNER_ENTITY } from './banner-entity.js';
import type { TContentEntity } from './content-entity.js';
import { HELP_ARTICLE_ENTITY, HELP_CATEGORY_ENTITY } from './help-entities.js';
import { NOTICE_ENTITY } from './notice-entity.js';
import { POST_ENTITY } from './post-entity.js';
import {
  createContentItem,
  deleteContentItem,
  updateContentItem,
  type TContentChange,
} from './save-content-item.js';

const ZItemParams = z.object({ code: ZMerchantCode, id: z.string().regex(/^\d{1,18}$/) });

type TCrud<TInput, TView extends { id: string }> = {
  path: string;
  label: string;
  save: z.ZodType<TInput>;
  view: z.ZodType<TView, TView>;
  entity: TContentEntity<TInput, TView>;
};

/**
 * Operator routes for the site's content: notices, banners, help categories and articles, posts. Every
 * operator reads; owners and content editors change. Each change is audited (content.create / update /
 * delete, target `<kind>:<id>`) and drops the merchant's cached content.
 */
export function contentOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: content'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const editor = requireOperator(ctx, ['owner', 'content']);
    const changeOf = (request: FastifyRequest, merchantCode: string): TContentChange => ({
      ctx,
      actor: actorOf(request),
      operator: operatorOf(request),
      merchantCode,
    });

    function registerCrud<TInput, TView extends { id: string }>(crud: TCrud<TInput, TView>) {
      const { path, label, save, view, entity } = crud;
      app.get(
        `/merchants/:code/${path}`,
        {
          preHandler: reader,
          schema: {
            tags,
            security,
            summary: `The merchant's ${label} (all languages, or one)`,
            params: ZMerchantCodeParams,
            querystring: ZOpsContentQuery,
            response: { 200: ZSuccess(z.array(view)) },
          },
        },
        async (request) => {
          const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
          return ok(await entity.list(ctx.db, merchant.id, request.query));
        },
      );
      app.post(
        `/merchants/:code/${path}`,
        {
          preHandler: editor,
          schema: {
            tags,
            security,
            summary: `Adds one of the ${label}`,
            params: ZMerchantCodeParams,
            body: save,
            response: { 200: ZSuccess(view) },
          },
        },
        async (request) =>
          ok(await createContentItem(changeOf(request, request.params.code), entity, request.body as TInput)),
      );
      app.put(
        `/merchants/:code/${path}/:id`,
        {
          preHandler: editor,
          schema: {
            tags,
            security,
            summary: `Replaces one of the ${label}`,
            params: ZItemParams,
            body: save,
            response: { 200: ZSuccess(view) },
          },
        },
        async (request) =>
          ok(
            await updateContentItem(
              changeOf(request, request.params.code),
              entity,
              BigInt(request.params.id),
              request.body as TInput,
            ),
          ),
      );
      app.delete(
        `/merchants/:code/${path}/:id`,
        {
          preHandler: editor,
          schema: {
            tags,
            security,
            summary: `Deletes one of the ${label}`,
            params: ZItemParams,
            response: { 200: ZSuccess(z.object({ id: z.string() })) },
          },
        },
        async (request) => {
          await deleteContentItem(changeOf(request, request.params.code), entity, BigInt(request.params.id));
          return ok({ id: request.params.id });
        },
      );
    }

    registerCrud({
      path: 'notices',
      label: 'notices',
      save: ZNoticeSave,
      view: ZOpsNotice,
      entity: NOTICE_ENTITY,
    });
    registerCrud({
      path: 'banners',
      label: 'banners',
      save: ZBannerSave,
      view: ZOpsBanner,
      entity: BANNER_ENTITY,
    });
    registerCrud({
      path: 'help-categories',
      label: 'help categories',
      save: ZHelpCategorySave,
      view: ZOpsHelpCategory,
      entity: HELP_CATEGORY_ENTITY,
    });
    registerCrud({
      path: 'help-articles',
      label: 'help articles',
      save: ZHelpArticleSave,
      view: ZOpsHelpArticle,
      entity: HELP_ARTICLE_ENTITY,
    });
    registerCrud({
      path: 'posts',
      label: 'news, blog and guide posts',
      save: ZPostSave,
      view: ZOpsPost,
      entity: POST_ENTITY,
    });
  };
}
