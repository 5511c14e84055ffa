import {
  ZInvitation,
  ZInvitationCreate,
  ZInvitationList,
  ZInvitationParams,
  ZInvitationUpdate,
  ZSuccess,
  ZTeamAccountCreate,
  ZTeamAccountCreated,
  ZTeamListQuery,
  ZTeamMemberDetail,
  ZTeamMemberPage,
  ZTeamMemberParams,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sealedBody } from '../../platform/sealed-body.js';
import { memberOf } from '../auth/require-member.js';
import { siteOriginOf } from '../payments/payment-urls.js';
import { createInvitation, listInvitations, setInvitationActive } from './agent-invitations.js';
import { createTeamAccount } from './agent-team-accounts.js';
import { listTeamMembers, readTeamMember } from './agent-team-members.js';
import { requireAgent } from './require-agent.js';

/**
 * The agent centre's team area: invitation links, accounts opened under the agent, the team list and a
 * downline's detail. Every route needs an agent session; every member id is checked against the caller's team.
 */
export function agentTeamRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['agent'];
    const preHandler = requireAgent(ctx);

    app.get(
      '/wps/agent/invitations',
      {
        preHandler,
        schema: {
          tags,
          summary: "The agent's invitation links with their usage and registration address (T)",
          response: { 200: ZSuccess(ZInvitationList) },
        },
      },
      async (request) => {
        const me = memberOf(request);
        const origin = siteOriginOf(request, ctx.config);
        return ok({ list: await listInvitations(ctx.db, me.merchantId, me.id, origin) });
      },
    );

    app.post(
      '/wps/agent/invitations',
      {
        preHandler,
        schema: {
          tags,
          summary: 'A new invitation link: MEMBER or AGENT (with contract offers), chosen or drawn code (T)',
          body: ZInvitationCreate,
          response: { 200: ZSuccess(ZInvitation) },
        },
      },
      async (request) => {
        const me = memberOf(request);
        const origin = siteOriginOf(request, ctx.config);
        return ok(await createInvitation(ctx.db, me.merchantId, me.id, origin, request.body));
      },
    );

    app.put(
      '/wps/agent/invitations/:code',
      {
        preHandler,
        schema: {
          tags,
          summary: "Switches one of the agent's own links on or off (T)",
          params: ZInvitationParams,
          body: ZInvitationUpdate,
          response: { 200: ZSuccess(ZInvitation) },
        },
      },
      async (request) => {
        const me = memberOf(request);
        const origin = siteOriginOf(request, ctx.config);
        return ok(
          await setInvitationActive(
            ctx.db,
            me.merchantId,
            me.id,
            origin,
            request.params.code,
            request.body.isActive,
          ),
        );
      },
    );

    app.post(
      '/wps/agent/team/accounts',
      {
        preHandler,
        preValidation: sealedBody(ctx),
        schema: {
          tags,
          summary:
            'Opens a player or agent account directly under the agent; it changes its password at first login (T, E)',
          description: 'The body is sealed with the merchant key (see docs/encrypted-payloads.md).',
          body: ZTeamAccountCreate,
          response: { 200: ZSuccess(ZTeamAccountCreated) },
        },
      },
      async (request) => {
        const me = memberOf(request);
        return ok(
          await createTeamAccount(ctx, request.merchant, { id: me.id, ip: request.ip }, request.body),
        );
      },
    );

    app.get(
      '/wps/agent/team/members',
      {
        preHandler,
        schema: {
          tags,
          summary: "A page of the agent's team: direct downlines or every depth, by name and kind (T)",
          querystring: ZTeamListQuery,
          response: { 200: ZSuccess(ZTeamMemberPage) },
        },
      },
      async (request) => {
        const me = memberOf(request);
        return ok(await listTeamMembers(ctx.db, me.merchantId, me.id, request.query));
      },
    );

    app.get(
      '/wps/agent/team/members/:memberId',
      {
        preHandler,
        schema: {
          tags,
          summary: 'One member of the agent’s team with its held contracts (NOT_IN_AGENT_LINE otherwise) (T)',
          params: ZTeamMemberParams,
          response: { 200: ZSuccess(ZTeamMemberDetail) },
        },
      },
      async (request) => {
        const me = memberOf(request);
        return ok(await readTeamMember(ctx.db, me.merchantId, me.id, BigInt(request.params.memberId)));
      },
    );
  };
}
