import {
  ZBonusGrant,
  ZBonusGrantPage,
  ZBonusGrantParams,
  ZBonusGrantQuery,
  ZRewardClaim,
  ZRewardPage,
  ZRewardParams,
  ZRewardQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { toGrantView } from './bonus.queries.js';
import { claimReward } from './claim-reward.js';
import { forfeitBonus } from './forfeit-bonus.js';
import { listBonusGrants } from './list-bonus-grants.js';
import { listRewards } from './list-rewards.js';
import { refreshWagering } from './refresh-wagering.js';
import { toRewardView } from './reward-view.js';

const scopeOf = (request: FastifyRequest) => ({
  merchantId: request.merchant.id,
  memberId: memberOf(request).id,
});

const languageOf = (request: FastifyRequest) => {
  const header = request.headers.language;
  return typeof header === 'string' ? header.toUpperCase() : 'TW';
};

/** The member's bonus details (grants, progress, history, forfeit) and reward centre (list, claim). */
export function bonusRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['promotions: bonus'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);

    app.get(
      '/wps/member/bonus/grants',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            "The member's bonus grants, newest first, with wagering progress and history (refreshed first)",
          querystring: ZBonusGrantQuery,
          response: { 200: ZSuccess(ZBonusGrantPage) },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        await refreshWagering(ctx.db, scope.memberId);
        return ok(await listBonusGrants(ctx.db, scope, request.query));
      },
    );

    app.post(
      '/wps/member/bonus/grants/:grantId/forfeit',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Gives up an ACTIVE grant: what remains of the bonus goes back, the wager lock lifts',
          params: ZBonusGrantParams,
          response: { 200: ZSuccess(ZBonusGrant) },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        // Bets already settled count first: a grant met meanwhile is COMPLETED, and then not forfeited.
        await refreshWagering(ctx.db, scope.memberId);
        const grant = await forfeitBonus(ctx.db, {
          merchantId: scope.merchantId,
          memberId: scope.memberId,
          grantId: BigInt(request.params.grantId),
          reason: 'MEMBER_REQUEST',
        });
        return ok(await toGrantView(ctx.db, grant));
      },
    );

    app.get(
      '/wps/member/rewards',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The reward centre: one page of the member's claimable, claimed or expired rewards",
          querystring: ZRewardQuery,
          response: { 200: ZSuccess(ZRewardPage) },
        },
      },
      async (request) =>
        ok(await listRewards(ctx.db, { ...scopeOf(request), language: languageOf(request) }, request.query)),
    );

    app.post(
      '/wps/member/rewards/:rewardId/claim',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Claims a reward: its bonus is granted once, however many times the claim is sent',
          params: ZRewardParams,
          response: { 200: ZSuccess(ZRewardClaim) },
        },
      },
      async (request) => {
        const { reward, grant } = await claimReward(
          ctx.db,
          scopeOf(request),
          BigInt(request.params.rewardId),
        );
        return ok({
          reward: toRewardView(reward, languageOf(request)),
          grant: await toGrantView(ctx.db, grant),
        });
      },
    );
  };
}
