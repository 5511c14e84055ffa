import {
  RED_ENVELOPE_CLAIM_PATH,
  RED_ENVELOPE_HISTORY_PATH,
  ZRedEnvelopeClaimed,
  ZRedEnvelopeClaimRequest,
  ZRedEnvelopeHistory,
  ZRedEnvelopeHistoryQuery,
  ZRedEnvelopeStatus,
  ZSuccess,
  isTrialAccount,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { claimRedEnvelope } from './claim-red-envelope.js';
import { readRedEnvelopeHistory, readRedEnvelopeStatus } from './read-red-envelopes.js';

/**
 * The member's red envelope (spec section 7, MCS2_claimRafflePromotion (T; POST)): POST opens one, GET says
 * whether there is one to open. Trial accounts read an empty list and are refused a claim
 * (in_need_true_account): free play never receives money.
 */
export function redEnvelopeRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['promotions: red envelope'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    const anyMember = requireMember(ctx, { isTrialAllowed: true });

    app.get(
      RED_ENVELOPE_CLAIM_PATH,
      {
        preHandler: anyMember,
        schema: {
          tags,
          security,
          summary: 'The red-envelope campaigns the member can open now (empty: show no envelope)',
          response: { 200: ZSuccess(ZRedEnvelopeStatus) },
        },
      },
      async (request) => {
        const principal = memberOf(request);
        if (isTrialAccount(principal.accountType)) return ok({ campaigns: [] });
        return ok(
          await readRedEnvelopeStatus(ctx.db, {
            merchantId: request.merchant.id,
            memberId: principal.id,
            timeZone: request.merchant.brand.timeZone,
          }),
        );
      },
    );

    app.post(
      RED_ENVELOPE_CLAIM_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Opens a red envelope: one packet of a live campaign, paid to the main wallet at once',
          // No body at all (the spec's call carries none) arrives as null.
          body: ZRedEnvelopeClaimRequest.nullish(),
          response: { 200: ZSuccess(ZRedEnvelopeClaimed) },
        },
      },
      async (request) => {
        const body = request.body ?? {};
        return ok(
          await claimRedEnvelope(ctx.db, {
            merchantId: request.merchant.id,
            memberId: memberOf(request).id,
            timeZone: request.merchant.brand.timeZone,
            campaignId: body.campaignId === undefined ? undefined : BigInt(body.campaignId),
            requestId: body.requestId,
          }),
        );
      },
    );

    app.get(
      RED_ENVELOPE_HISTORY_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's opened red envelopes, newest first",
          querystring: ZRedEnvelopeHistoryQuery,
          response: { 200: ZSuccess(ZRedEnvelopeHistory) },
        },
      },
      async (request) =>
        ok(
          await readRedEnvelopeHistory(
            ctx.db,
            { merchantId: request.merchant.id, memberId: memberOf(request).id },
            request.query,
          ),
        ),
    );
  };
}
