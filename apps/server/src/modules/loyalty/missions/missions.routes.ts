import {
  isTrialAccount,
  MISSION_CLAIM_PATH,
  MISSION_LEADERBOARD_PATH,
  MISSION_SUMMARY_PATH,
  ZMissionClaimed,
  ZMissionClaimRequest,
  ZMissionLeaderboard,
  ZMissionLeaderboardQuery,
  ZMissionSummary,
  ZMissionSummaryQuery,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { claimMission } from './claim-mission.js';
import { areMissionsEnabled } from './missions-enabled.js';
import { readMissionLeaderboard } from './read-mission-leaderboard.js';
import { readMissionSummary } from './read-mission-summary.js';

/**
 * The member's missions (spec section 7, "Missions, salary and promotion"): the summary with progress, an
 * event mission's leaderboard, and the claim. With module MISSIONLB3 off, or for a trial account, the list is
 * empty and the other calls refused.
 */
export function missionRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['loyalty: missions'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    const anyMember = requireMember(ctx, { isTrialAllowed: true });

    app.get(
      MISSION_SUMMARY_PATH,
      {
        preHandler: anyMember,
        schema: {
          tags,
          security,
          summary: "The member's missions with progress in their current period, status and reward",
          querystring: ZMissionSummaryQuery,
          response: { 200: ZSuccess(ZMissionSummary) },
        },
      },
      async (request) => {
        const principal = memberOf(request);
        if (isTrialAccount(principal.accountType) || !areMissionsEnabled(request.merchant))
          return ok({ missions: [], missionCount: 0 });
        return ok(
          await readMissionSummary(
            ctx.db,
            {
              merchantId: request.merchant.id,
              memberId: principal.id,
              timeZone: request.merchant.brand.timeZone,
            },
            request.query.language,
          ),
        );
      },
    );

    app.get(
      MISSION_LEADERBOARD_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            "An event mission's leaderboard: rank, masked username, reachedValue, and the member's rank",
          querystring: ZMissionLeaderboardQuery,
          response: { 200: ZSuccess(ZMissionLeaderboard) },
        },
      },
      async (request) => {
        if (!areMissionsEnabled(request.merchant)) throw new AppError('MISSION_NOT_FOUND');
        return ok(
          await readMissionLeaderboard(
            ctx.db,
            {
              merchantId: request.merchant.id,
              memberId: memberOf(request).id,
              timeZone: request.merchant.brand.timeZone,
            },
            BigInt(request.query.missionId),
            request.query.language,
          ),
        );
      },
    );

    app.post(
      MISSION_CLAIM_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "Claims a reached mission's reward for the current period (paid once, as bonus money)",
          body: ZMissionClaimRequest,
          response: { 200: ZSuccess(ZMissionClaimed) },
        },
      },
      async (request) => {
        if (!areMissionsEnabled(request.merchant)) throw new AppError('MISSION_NOT_FOUND');
        return ok(
          await claimMission(
            ctx.db,
            {
              merchantId: request.merchant.id,
              memberId: memberOf(request).id,
              timeZone: request.merchant.brand.timeZone,
              currency: request.merchant.brand.currency,
            },
            BigInt(request.body.missionId),
          ),
        );
      },
    );
  };
}
