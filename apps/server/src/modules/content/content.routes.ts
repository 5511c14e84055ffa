import {
  ZAnnouncementQuery,
  ZAnnouncements,
  ZHelpCentre,
  ZHelpCentreQuery,
  ZLanguage,
  ZLegalPage,
  ZLegalSlug,
  ZMarkPopupSeen,
  ZMarkPopupSeenAnswer,
  ZPostKind,
  ZPostList,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { findLiveMemberSession } from '../auth/member-sessions.js';
import { memberOf, readMemberToken, requireMember } from '../auth/require-member.js';
import { listLanguageOf } from '../games/localise.js';
import { findLegalPage } from './content.queries.js';
import { listPosts } from './list-posts.js';
import { markPopupsSeen } from './mark-popups-seen.js';
import { readAnnouncements } from './read-announcements.js';
import { readHelpCentre } from './read-help-centre.js';

/** The member behind an optional token: a missing or stale token reads as a guest, never as an error. */
async function findOptionalMemberId(ctx: TAppContext, request: FastifyRequest): Promise<bigint | undefined> {
  const token = readMemberToken(request);
  if (!token) return undefined;
  const member = await findLiveMemberSession(
    ctx.db,
    ctx.config,
    hashSessionToken(token),
    request.merchant.id,
  );
  return member?.id;
}

/** Content read by the site. Operator edits live under the operator prefix. */
export function contentRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    const languageScope = (request: FastifyRequest, asked: string | undefined) => ({
      merchantId: request.merchant.id,
      language: listLanguageOf(request, asked),
      defaultLanguage: request.merchant.brand.defaultLanguage,
    });

    app.get(
      '/wps/system/content/:slug',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags,
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

    app.get(
      '/wps/relay/MCSFE_getListAnnouncements',
      {
        schema: {
          tags,
          summary: 'Live notices and banners of the asked types (token optional: hides popups already seen)',
          querystring: ZAnnouncementQuery,
          response: { 200: ZSuccess(ZAnnouncements) },
        },
      },
      async (request) =>
        ok(
          await readAnnouncements(ctx, {
            ...languageScope(request, request.query.language),
            types: request.query.types,
            memberId: await findOptionalMemberId(ctx, request),
          }),
        ),
    );

    app.post(
      '/wps/relay/MCSFE_markPopupSeen',
      {
        preHandler: requireMember(ctx, { isTrialAllowed: true }),
        schema: {
          tags,
          security: [{ memberToken: [] }],
          summary: 'The member has seen these popup notices: they do not pop up for them again',
          body: ZMarkPopupSeen,
          response: { 200: ZSuccess(ZMarkPopupSeenAnswer) },
        },
      },
      async (request) => {
        const member = memberOf(request);
        return ok({ marked: await markPopupsSeen(ctx.db, member, request.body.noticeIds) });
      },
    );

    app.get(
      '/wps/system/helpCenter',
      {
        config: { allowWhenClosed: true },
        schema: {
          tags,
          summary:
            'Help centre categories with their articles; `q` keeps the articles whose title or text match',
          querystring: ZHelpCentreQuery,
          response: { 200: ZSuccess(ZHelpCentre) },
        },
      },
      async (request) =>
        ok(await readHelpCentre(ctx, languageScope(request, request.query.language), request.query.q)),
    );

    app.get(
      '/wps/system/posts/:kind',
      {
        schema: {
          tags,
          summary: 'News, blog or installation-guide posts, newest first',
          params: z.object({ kind: ZPostKind }),
          querystring: z.object({ language: ZHelpCentreQuery.shape.language }),
          response: { 200: ZSuccess(ZPostList) },
        },
      },
      async (request) =>
        ok({
          list: await listPosts(ctx, {
            ...languageScope(request, request.query.language),
            kind: request.params.kind,
          }),
        }),
    );
  };
}
