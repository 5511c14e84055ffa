import {
  REFERRAL_FRIENDS_PATH,
  REFERRAL_PATH,
  ZReferralFriendPage,
  ZReferralFriendsQuery,
  ZReferralOverview,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { siteOriginOf } from '../../payments/payment-urls.js';
import { readReferralFriends, readReferralOverview } from './read-referral.js';

/**
 * The member's referral (invite friends, member-centre page `referral`): the code, the link to the
 * registration page, the live rule and totals; and the invited friends. Real members only (a trial account
 * is refused: free play invites nobody).
 */
export function referralRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['loyalty: referral'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);

    app.get(
      REFERRAL_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's referral code and link (made on first read), the live rule and totals",
          response: { 200: ZSuccess(ZReferralOverview) },
        },
      },
      async (request) =>
        ok(
          await readReferralOverview(
            ctx.db,
            { merchantId: request.merchant.id, memberId: memberOf(request).id },
            siteOriginOf(request, ctx.config),
          ),
        ),
    );

    app.get(
      REFERRAL_FRIENDS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Friends who registered with the code, newest first: masked name, status and reward',
          querystring: ZReferralFriendsQuery,
          response: { 200: ZSuccess(ZReferralFriendPage) },
        },
      },
      async (request) =>
        ok(
          await readReferralFriends(
            ctx.db,
            { merchantId: request.merchant.id, memberId: memberOf(request).id },
            request.query,
          ),
        ),
    );
  };
}
