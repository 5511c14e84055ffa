import {
  ZLanguage,
  ZMerchantCodeParams,
  ZOpsApplication,
  ZOpsApplicationImageParams,
  ZOpsApplicationParams,
  ZOpsApplicationQuery,
  ZOpsApplicationReview,
  ZOpsPromotion,
  ZOpsPromotionCategoryInput,
  ZOpsPromotionCost,
  ZOpsPromotionInput,
  ZOpsPromotionParams,
  ZPromotionDetail,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { fileStorageOf, readStoredFile, sendStoredImage } from '../../../platform/file-storage.js';
import { actorOf, writeAudit } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { listOpsPromotions, previewPromotion, saveCategories, savePromotion } from './manage-promotions.js';
import { readPromotionCost } from './promotion-cost.js';
import { listApplications, reviewApplication } from './review-application.js';

/**
 * The operator's promotions: CRUD with preview, categories, the application review queue (approve pays,
 * reject with a reason) and the cost report. Owner and content edit, owner and finance review; all audited.
 */
export function promotionOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: promotions'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    // Content writes the catalogue; a review pays money, so finance decides it.
    const editor = requireOperator(ctx, ['owner', 'content']);
    const finance = requireOperator(ctx, ['owner', 'finance']);
    const files = fileStorageOf(ctx.config);

    app.get(
      '/merchants/:code/promotions',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Every promotion of the merchant',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsPromotion)) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await listOpsPromotions(ctx.db, merchant.id));
      },
    );

    app.post(
      '/merchants/:code/promotions',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Creates a promotion (HTML sanitised on save)',
          params: ZMerchantCodeParams,
          body: ZOpsPromotionInput,
          response: { 200: ZSuccess(ZOpsPromotion) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const { after } = await savePromotion(ctx.db, merchant.id, request.body);
        await writeAudit(ctx.db, actorOf(request), {
          action: 'promotion.create',
          merchantId: merchant.id,
          target: `promotion:${after.id}`,
          after,
        });
        return ok(after);
      },
    );

    app.put(
      '/merchants/:code/promotions/:id',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Replaces a promotion; the kind is fixed once claims exist',
          params: ZOpsPromotionParams,
          body: ZOpsPromotionInput,
          response: { 200: ZSuccess(ZOpsPromotion) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const { before, after } = await savePromotion(
          ctx.db,
          merchant.id,
          request.body,
          BigInt(request.params.id),
        );
        await writeAudit(ctx.db, actorOf(request), {
          action: 'promotion.update',
          merchantId: merchant.id,
          target: `promotion:${after.id}`,
          before,
          after,
        });
        return ok(after);
      },
    );

    app.post(
      '/merchants/:code/promotions/preview',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'What /promoDetail would show for this input (sanitised; nothing saved)',
          params: ZMerchantCodeParams,
          querystring: z.object({ language: ZLanguage.default('EN') }),
          body: ZOpsPromotionInput,
          response: { 200: ZSuccess(ZPromotionDetail) },
        },
      },
      async (request) => {
        await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(previewPromotion(request.body, request.query.language));
      },
    );

    app.put(
      '/merchants/:code/promotion-categories',
      {
        preHandler: editor,
        schema: {
          tags,
          security,
          summary: 'Replaces the promo categories (in order)',
          params: ZMerchantCodeParams,
          body: ZOpsPromotionCategoryInput,
          response: { 200: ZSuccess(z.object({ count: z.number().int() })) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        await saveCategories(ctx.db, merchant.id, request.body.categories);
        await writeAudit(ctx.db, actorOf(request), {
          action: 'promotion.categories',
          merchantId: merchant.id,
          target: `merchant:${merchant.id}`,
          after: request.body,
        });
        return ok({ count: request.body.categories.length });
      },
    );

    app.get(
      '/merchants/:code/promotion-applications',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'The application review queue (APPLYING by default), oldest first',
          params: ZMerchantCodeParams,
          querystring: ZOpsApplicationQuery,
          response: { 200: ZSuccess(z.array(ZOpsApplication)) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await listApplications(ctx.db, merchant.id, request.query.status));
      },
    );

    app.get(
      '/merchants/:code/promotion-applications/:claimId/images/:position',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'One image of an application',
          params: ZOpsApplicationImageParams,
        },
      },
      async (request, reply) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        const image = await ctx.db
          .selectFrom('promotion_claim_image as i')
          .innerJoin('promotion_claim as c', 'c.id', 'i.claim_id')
          .select('i.file_id')
          .where('c.id', '=', BigInt(request.params.claimId))
          .where('c.merchant_id', '=', merchant.id)
          .where('i.position', '=', request.params.position)
          .executeTakeFirst();
        if (!image) throw new AppError('NOT_FOUND');
        const file = await readStoredFile(ctx.db, files, image.file_id);
        return sendStoredImage(
          reply,
          file,
          `promotion-application-${request.params.claimId}-${request.params.position}`,
        );
      },
    );

    app.post(
      '/merchants/:code/promotion-applications/:claimId/review',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'APPROVE (pays at once: APPLYING → ISSUED) or REJECT with a reason (APPLYING → REJECTED)',
          params: ZOpsApplicationParams,
          body: ZOpsApplicationReview,
          response: { 200: ZSuccess(z.object({ status: z.string(), paid: z.number().int() })) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const merchant = await findMerchantForOperator(ctx.db, operator, request.params.code);
        const claimId = BigInt(request.params.claimId);
        const result = await reviewApplication(ctx.db, {
          merchantId: merchant.id,
          claimId,
          operatorId: operator.id,
          review: request.body,
        });
        await writeAudit(ctx.db, actorOf(request), {
          action:
            request.body.decision === 'APPROVE'
              ? 'promotion-application.approve'
              : 'promotion-application.reject',
          merchantId: merchant.id,
          target: `promotion-claim:${claimId}`,
          before: { status: 'APPLYING' },
          after: {
            status: result.status,
            paid: `${result.paidMinor}`,
            reason: 'reason' in request.body ? request.body.reason : null,
          },
        });
        return ok({ status: result.status, paid: Number(result.paidMinor) });
      },
    );

    app.get(
      '/merchants/:code/promotions/:id/cost',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Cost report: grants, paid, forfeited, turnover asked and generated',
          params: ZOpsPromotionParams,
          response: { 200: ZSuccess(ZOpsPromotionCost) },
        },
      },
      async (request) => {
        const merchant = await findMerchantForOperator(ctx.db, operatorOf(request), request.params.code);
        return ok(await readPromotionCost(ctx.db, merchant.id, BigInt(request.params.id)));
      },
    );
  };
}
