import {
  VIP_HISTORY_PATH,
  VIP_LEVELS_PATH,
  VIP_STATUS_PATH,
  ZLanguage,
  ZSuccess,
  ZVipHistory,
  ZVipLevels,
  ZVipStatus,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { listLanguageOf } from '../../games/localise.js';
import { readVipHistory, readVipStatus } from './read-vip-status.js';
import { readVipLevels } from './vip-levels.js';

const ZLanguageQuery = z.object({ language: ZLanguage.optional() });

/**
 * VIP levels (/vip) and player rank (playerRank): the ladder for anyone (the page shows it before login),
 * the member's own level, progress and history with a token. Trial accounts read level 0 like anyone new.
 */
export function vipRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['loyalty: VIP'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx, { isTrialAllowed: true });

    app.get(
      VIP_LEVELS_PATH,
      {
        schema: {
          tags,
          summary: "The merchant's VIP levels: thresholds, keep rule, bonuses, perks and cashback rates",
          querystring: ZLanguageQuery,
          response: { 200: ZSuccess(ZVipLevels) },
        },
      },
      async (request) =>
        ok(await readVipLevels(ctx.db, request.merchant.id, listLanguageOf(request, request.query.language))),
    );

    app.get(
      VIP_STATUS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's level, progress to the next level and keep requirement with its days left",
          querystring: ZLanguageQuery,
          response: { 200: ZSuccess(ZVipStatus) },
        },
      },
      async (request) =>
        ok(
          await readVipStatus(
            ctx.db,
            { merchantId: request.merchant.id, memberId: memberOf(request).id },
            listLanguageOf(request, request.query.language),
          ),
        ),
    );

    app.get(
      VIP_HISTORY_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's level changes and VIP bonuses, newest first",
          response: { 200: ZSuccess(ZVipHistory) },
        },
      },
      async (request) =>
        ok(await readVipHistory(ctx.db, { merchantId: request.merchant.id, memberId: memberOf(request).id })),
    );
  };
}
