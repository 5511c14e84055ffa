import {
  ZAgentAnnouncements,
  ZAgentProfitLoss,
  ZAgentReportFilter,
  ZAgentTeamBetting,
  ZAgentTeamOverview,
  ZAgentTransactionQuery,
  ZAgentTransactions,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf } from '../../auth/require-member.js';
import { listLanguageOf } from '../../games/localise.js';
import { requireAgent } from '../require-agent.js';
import { listAgentAnnouncements } from './agent-announcements.js';
import { listAgentTransactions } from './agent-transactions.js';
import { readProfitLoss } from './profit-loss.js';
import { reportDays } from './report-range.js';
import { reportSubject } from './report-subject.js';
import { readTeamBetting } from './team-betting.js';
import { readTeamOverview } from './team-overview.js';

/**
 * The agent centre's team reports (docs/agent-programme.md, "Team reports"): every call is an agent's, about
 * its own team only; figures come from the daily rollups (rollup.ts), so today's may lag by up to a minute.
 * The three rollup reports read the replica (ctx.readDb; its seconds of lag are inside that minute); the
 * caller's own team (reportSubject) and its own transactions read the primary (docs/scaling.md).
 */
export function agentReportRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['agent reports'];
    const security = [{ memberToken: [] }];
    const agent = requireAgent(ctx);
    const daysOf = (request: FastifyRequest, query: Parameters<typeof reportDays>[0]) =>
      reportDays(query, new Date(), request.merchant.brand.timeZone);

    app.get(
      '/wps/agent/reports/overview',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary: 'Team overview: team size, online, registrations, money, play and net profit, by day',
          querystring: ZAgentReportFilter,
          response: { 200: ZSuccess(ZAgentTeamOverview) },
        },
      },
      async (request) => {
        const caller = memberOf(request);
        const range = daysOf(request, request.query);
        const subject = await reportSubject(ctx.db, caller, request.query.username);
        return ok(
          await readTeamOverview(ctx.readDb, {
            merchantId: request.merchant.id,
            subject,
            scope: request.query.scope,
            range,
            gameCategory: request.query.gameCategory,
          }),
        );
      },
    );

    app.get(
      '/wps/agent/reports/betting',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary: "Team betting: each member's settled play, most valid bet first, with totals by category",
          querystring: ZAgentReportFilter,
          response: { 200: ZSuccess(ZAgentTeamBetting) },
        },
      },
      async (request) => {
        const caller = memberOf(request);
        const range = daysOf(request, request.query);
        const subject = await reportSubject(ctx.db, caller, request.query.username);
        return ok(
          await readTeamBetting(ctx.readDb, {
            merchantId: request.merchant.id,
            subject,
            range,
            filter: request.query,
          }),
        );
      },
    );

    app.get(
      '/wps/agent/reports/profit-loss',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary:
            'User profit and loss, one level at a time: the opened member (username) and its direct downlines',
          querystring: ZAgentReportFilter,
          response: { 200: ZSuccess(ZAgentProfitLoss) },
        },
      },
      async (request) => {
        const caller = memberOf(request);
        const range = daysOf(request, request.query);
        const opened = await reportSubject(ctx.db, caller, request.query.username);
        return ok(
          await readProfitLoss(ctx.readDb, {
            merchantId: request.merchant.id,
            callerId: caller.id,
            opened,
            range,
            filter: request.query,
          }),
        );
      },
    );

    app.get(
      '/wps/agent/reports/transactions',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary: "Transaction details: the agent's own transfers, dividends and salaries, newest first",
          querystring: ZAgentTransactionQuery,
          response: { 200: ZSuccess(ZAgentTransactions) },
        },
      },
      async (request) => {
        const caller = memberOf(request);
        return ok(
          await listAgentTransactions(ctx.db, {
            merchantId: request.merchant.id,
            memberId: caller.id,
            range: daysOf(request, request.query),
            query: request.query,
          }),
        );
      },
    );

    app.get(
      '/wps/agent/reports/announcements',
      {
        preHandler: agent,
        schema: {
          tags,
          security,
          summary:
            "Announcements for agents (notices with audience AGENT), live now, in the caller's language",
          response: { 200: ZSuccess(ZAgentAnnouncements) },
        },
      },
      async (request) =>
        ok(
          await listAgentAnnouncements(ctx.db, {
            merchantId: request.merchant.id,
            language: listLanguageOf(request, undefined),
            defaultLanguage: request.merchant.brand.defaultLanguage,
          }),
        ),
    );
  };
}
