import {
  ZMerchantCodeParams,
  ZOpsReferralFriendPage,
  ZOpsReferralQuery,
  ZOpsReferralRule,
  ZOpsReferralRuleList,
  ZOpsReferralRuleParams,
  ZOpsReferrerParams,
  ZReferralRuleInput,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import {
  createReferralRule,
  deleteReferralRule,
  listReferralFriends,
  listReferralRules,
  updateReferralRule,
} from './manage-referral-rules.ops.js';

/**
 * The operator's referral programme (under /ops): rules (create, list, replace, delete an unused one), one
 * referrer's friends, and the rewards paid. Owners and finance change rules (they pay money); every operator
 * reads. Every call is audited, reads included (they name members).
 */
export function referralOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: referral'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.get(
      '/merchants/:code/referral-rules',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's referral rules with state, friends and paid totals",
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZOpsReferralRuleList) },
        },
      },
      async (request) =>
        ok(await listReferralRules(ctx.db, actorOf(request), operatorOf(request), request.params.code)),
    );

    app.post(
      '/merchants/:code/referral-rules',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Creates a referral rule (an enabled one may not overlap another enabled one)',
          params: ZMerchantCodeParams,
          body: ZReferralRuleInput,
          response: { 200: ZSuccess(ZOpsReferralRule) },
        },
      },
      async (request) =>
        ok(
          await createReferralRule(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.put(
      '/merchants/:code/referral-rules/:id',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: "Replaces a rule's settings; open friends under it are judged by them from now on",
          params: ZOpsReferralRuleParams,
          body: ZReferralRuleInput,
          response: { 200: ZSuccess(ZOpsReferralRule) },
        },
      },
      async (request) =>
        ok(
          await updateReferralRule(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
            request.body,
          ),
        ),
    );

    app.delete(
      '/merchants/:code/referral-rules/:id',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Deletes a rule no friend registered under (else REFERRAL_RULE_IN_USE)',
          params: ZOpsReferralRuleParams,
          response: { 200: ZSuccess(z.object({ id: z.string() })) },
        },
      },
      async (request) =>
        ok(
          await deleteReferralRule(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
          ),
        ),
    );

    app.get(
      '/merchants/:code/referral/referrers/:memberId/friends',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "One referrer's friends, newest first, with deposit, valid bet, status and reward",
          params: ZOpsReferrerParams,
          querystring: ZOpsReferralQuery,
          response: { 200: ZSuccess(ZOpsReferralFriendPage) },
        },
      },
      async (request) =>
        ok(
          await listReferralFriends(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            { referrerId: BigInt(request.params.memberId) },
            request.query,
          ),
        ),
    );

    app.get(
      '/merchants/:code/referral/rewards',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: 'Referral rewards paid, newest first: friend, referrer, amount and bonus grant',
          params: ZMerchantCodeParams,
          querystring: ZOpsReferralQuery,
          response: { 200: ZSuccess(ZOpsReferralFriendPage) },
        },
      },
      async (request) =>
        ok(
          await listReferralFriends(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            { isRewardedOnly: true },
            request.query,
          ),
        ),
    );
  };
}
