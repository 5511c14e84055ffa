import {
  ZMerchantCodeParams,
  ZOpsRedEnvelopeCampaign,
  ZOpsRedEnvelopeCampaignPage,
  ZOpsRedEnvelopeClaimPage,
  ZOpsRedEnvelopeParams,
  ZOpsRedEnvelopeQuery,
  ZRedEnvelopeCampaignCreate,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../../admin/auth/require-operator.js';
import {
  closeCampaign,
  createCampaignAsOperator,
  listCampaignClaims,
  listCampaigns,
} from './manage-red-envelopes.ops.js';

/**
 * The operator's red envelopes (under /ops): create a campaign (its packets drawn at once), list campaigns
 * with what is paid and left, close one, list its claims. Owners and finance create and close (it is
 * money); every operator reads. Every call is audited, reads included (the claims name members).
 */
export function redEnvelopeOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: red envelope'];
    const security = [{ operatorToken: [] }];
    const reader = requireOperator(ctx);
    const finance = requireOperator(ctx, ['owner', 'finance']);

    app.post(
      '/merchants/:code/red-envelopes',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Creates a campaign: pool, packet count and bounds, limits, schedule and audience',
          params: ZMerchantCodeParams,
          body: ZRedEnvelopeCampaignCreate,
          response: { 200: ZSuccess(ZOpsRedEnvelopeCampaign) },
        },
      },
      async (request) =>
        ok(
          await createCampaignAsOperator(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/red-envelopes',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "The merchant's campaigns, newest first, with claimed, paid and remaining figures",
          params: ZMerchantCodeParams,
          querystring: ZOpsRedEnvelopeQuery,
          response: { 200: ZSuccess(ZOpsRedEnvelopeCampaignPage) },
        },
      },
      async (request) =>
        ok(
          await listCampaigns(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            request.query,
          ),
        ),
    );

    app.post(
      '/merchants/:code/red-envelopes/:id/close',
      {
        preHandler: finance,
        schema: {
          tags,
          security,
          summary: 'Closes a campaign: no claim from now on (closing a closed one: INVALID_STATE)',
          params: ZOpsRedEnvelopeParams,
          response: { 200: ZSuccess(ZOpsRedEnvelopeCampaign) },
        },
      },
      async (request) =>
        ok(
          await closeCampaign(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
          ),
        ),
    );

    app.get(
      '/merchants/:code/red-envelopes/:id/claims',
      {
        preHandler: reader,
        schema: {
          tags,
          security,
          summary: "One campaign's claims, newest first: member, amount, time and ledger transaction",
          params: ZOpsRedEnvelopeParams,
          querystring: ZOpsRedEnvelopeQuery,
          response: { 200: ZSuccess(ZOpsRedEnvelopeClaimPage) },
        },
      },
      async (request) =>
        ok(
          await listCampaignClaims(
            ctx.db,
            actorOf(request),
            operatorOf(request),
            request.params.code,
            BigInt(request.params.id),
            request.query,
          ),
        ),
    );
  };
}
