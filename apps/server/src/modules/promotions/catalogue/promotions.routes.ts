import {
  ZPromotionDetail,
  ZPromotionDetailQuery,
  ZPromotionIdParams,
  ZPromotionList,
  ZPromotionListQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { fileStorageOf } from '../../../platform/file-storage.js';
import { findLiveMemberSession } from '../../auth/member-sessions.js';
import { memberOf, readMemberToken, requireMember } from '../../auth/require-member.js';
import { listLanguageOf } from '../../games/localise.js';
import { claimPromotion, joinPromotion, signInPromotion } from './act-on-promotion.js';
import { applyForPromotion, readApplicationUpload } from './apply-for-promotion.js';
import { readPromotionDetail, readPromotionList, type TReadScope } from './read-promotions.js';

const ZPaid = z.object({ paid: z.number().int() });

/** The site's promotions (/promotions, /promoDetail) and the member's actions on them (docs/promotions.md). */
export function promotionRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['promotions'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    const files = fileStorageOf(ctx.config);

    /** A guest reads the catalogue too (statuses without a claim); a stale token reads as a guest. */
    const readScope = async (request: FastifyRequest, language: string | undefined): Promise<TReadScope> => {
      const token = readMemberToken(request);
      const principal = token
        ? await findLiveMemberSession(ctx.db, ctx.config, hashSessionToken(token), request.merchant.id)
        : undefined;
      return {
        merchantId: request.merchant.id,
        language: listLanguageOf(request, language),
        defaultLanguage: request.merchant.brand.defaultLanguage,
        memberId: principal?.id,
      };
    };

    app.get(
      '/wps/promotions',
      {
        schema: {
          tags,
          summary:
            'The promo categories and the published promotions, each with the member’s activity status',
          querystring: ZPromotionListQuery,
          response: { 200: ZSuccess(ZPromotionList) },
        },
      },
      async (request) =>
        ok(await readPromotionList(ctx.db, await readScope(request, request.query.language))),
    );

    app.get(
      '/wps/promotions/detail',
      {
        schema: {
          tags,
          summary: 'One promotion by id or code: sanitised content, terms, the member’s status and buttons',
          querystring: ZPromotionDetailQuery,
          response: { 200: ZSuccess(ZPromotionDetail) },
        },
      },
      async (request) => {
        const { id, code, language } = request.query;
        const scope = await readScope(request, language);
        return ok(await readPromotionDetail(ctx.db, scope, { id: id ? BigInt(id) : undefined, code }));
      },
    );

    const detailAfter = async (request: FastifyRequest, id: string) =>
      readPromotionDetail(ctx.db, await readScope(request, undefined), { id: BigInt(id) });

    app.post(
      '/wps/promotions/:id/join',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'JOIN a deposit bonus (JOIN → JOINED); refused by the state machine otherwise',
          params: ZPromotionIdParams,
          response: { 200: ZSuccess(ZPromotionDetail) },
        },
      },
      async (request) => {
        await joinPromotion(ctx.db, memberOf(request), BigInt(request.params.id));
        return ok(await detailAfter(request, request.params.id));
      },
    );

    app.post(
      '/wps/promotions/:id/claim',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'CLAIM: a deposit bonus for a credited deposit within the window, or reached bet-volume tiers',
          params: ZPromotionIdParams,
          response: { 200: ZSuccess(ZPaid) },
        },
      },
      async (request) =>
        ok({ paid: Number(await claimPromotion(ctx.db, memberOf(request), BigInt(request.params.id))) }),
    );

    app.post(
      '/wps/promotions/:id/sign-in',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'SIGN: today’s daily sign-in, paid with the streak day’s reward (JOIN → SIGNED)',
          params: ZPromotionIdParams,
          response: { 200: ZSuccess(ZPaid) },
        },
      },
      async (request) =>
        ok({ paid: Number(await signInPromotion(ctx.db, memberOf(request), BigInt(request.params.id))) }),
    );

    app.put(
      '/wps/promotions/:id/application',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'APPLY (T): multipart `remark` (≤ 140) and up to 3 `images` (png/jpg by content, 5 MB); JOIN → APPLYING',
          consumes: ['multipart/form-data'],
          params: ZPromotionIdParams,
          response: { 200: ZSuccess(ZPromotionDetail) },
        },
      },
      async (request) => {
        const upload = await readApplicationUpload(request);
        await applyForPromotion(ctx.db, files, memberOf(request), BigInt(request.params.id), upload);
        return ok(await detailAfter(request, request.params.id));
      },
    );
  };
}
