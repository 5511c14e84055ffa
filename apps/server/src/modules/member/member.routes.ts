import {
  ZAvatar,
  ZAvatarChoices,
  ZAvatarUpdate,
  ZLanguageUpdate,
  ZMemberDetailsUpdate,
  ZMemberDetailsView,
  ZMemberInfo,
  ZProfileUpdate,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { getAvatar, listAvatarChoices, setStaticAvatar } from './avatars.js';
import { loadMemberInfo } from './member-view.js';
import { updateLanguage } from './update-language.js';
import { getMemberDetails, updateMemberDetails } from './update-member-details.js';
import { updateProfile } from './update-profile.js';

/** Member info, avatar, language, profile and identity details. */
export function memberRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['member'];
    const security = [{ memberToken: [] }];

    app.get(
      '/wps/member/info',
      {
        preHandler: requireMember(ctx, {
          isTrialAllowed: true,
          isAllowedBeforePasswordChange: true,
          isAllowedInWithdrawalSession: true,
        }),
        schema: {
          tags,
          security,
          summary: 'The logged-in member (e-mail and mobile masked)',
          response: { 200: ZSuccess(ZMemberInfo) },
        },
      },
      async (request) => {
        const member = memberOf(request);
        return ok({ ...(await loadMemberInfo(ctx.db, member.id)), cpw: member.isPasswordChangeRequired });
      },
    );

    app.get(
      '/wps/member/info/icon',
      {
        preHandler: requireMember(ctx),
        schema: { tags, security, summary: "The member's avatar", response: { 200: ZSuccess(ZAvatar) } },
      },
      async (request) => ok(await getAvatar(ctx.db, memberOf(request).id)),
    );

    app.put(
      '/wps/member/info/icon',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Choose a static avatar by its id (from MCSFE_getPlayerAvatar)',
          body: ZAvatarUpdate,
          response: { 200: ZSuccess(ZAvatar) },
        },
      },
      async (request) => ok(await setStaticAvatar(ctx.db, memberOf(request).id, request.body.avatar)),
    );

    app.get(
      '/wps/relay/MCSFE_getPlayerAvatar',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'The static avatars a member can choose',
          response: { 200: ZSuccess(ZAvatarChoices) },
        },
      },
      async () => ok({ list: listAvatarChoices() }),
    );

    app.put(
      '/wps/member/language',
      {
        preHandler: requireMember(ctx, { isTrialAllowed: true, isAllowedBeforePasswordChange: true }),
        schema: {
          tags,
          security,
          summary: "Store the member's interface language (one the merchant offers)",
          body: ZLanguageUpdate,
          response: { 200: ZSuccess(z.null()) },
        },
      },
      async (request) => {
        await updateLanguage(ctx.db, request.merchant, memberOf(request).id, request.body.language);
        return ok(null);
      },
    );

    app.put(
      '/wps/member/profile',
      {
        // The payee name (once) is what a first withdrawal needs.
        preHandler: requireMember(ctx, { isAllowedInWithdrawalSession: true }),
        schema: {
          tags,
          security,
          summary: 'Nickname; payee name and birthday once',
          body: ZProfileUpdate,
          response: { 200: ZSuccess(ZMemberInfo) },
        },
      },
      async (request) =>
        ok(await updateProfile(ctx.db, request.merchant, memberOf(request).id, request.body)),
    );

    app.get(
      '/wps/member/profile/details',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Address, nationality, occupation, source of income; isLocked once KYC is verified',
          response: { 200: ZSuccess(ZMemberDetailsView) },
        },
      },
      async (request) => ok(await getMemberDetails(ctx.db, memberOf(request).id)),
    );

    app.put(
      '/wps/member/profile/details',
      {
        preHandler: requireMember(ctx),
        schema: {
          tags,
          security,
          summary: 'Set all four identity details (KYC_PROFILE_LOCKED once KYC is verified)',
          body: ZMemberDetailsUpdate,
          response: { 200: ZSuccess(ZMemberDetailsView) },
        },
      },
      async (request) => ok(await updateMemberDetails(ctx.db, memberOf(request).id, request.body)),
    );
  };
}
